import type { LegalDocument } from '../legal-document.ts';

export const noticeCalifornia: LegalDocument = {
  title: 'Notice to California Residents',
  lastUpdated: '10 August 2024',
  intro: [
    'This Notice to California Residents is provided by ResumeGrader Inc. (“ResumeGrader”, “we”, “us” or “our”), a company based in Ottawa, Ontario, Canada. It supplements our Privacy Policy and applies only to residents of the State of California (“consumers” or “you”).',
    'We give this notice under the California Consumer Privacy Act of 2018, as amended by the California Privacy Rights Act of 2020, and its implementing regulations (together, the “CCPA”). Words defined in the CCPA, such as “personal information”, “sell”, “share” and “service provider”, have the same meaning in this notice.',
  ],
  sections: [
    {
      heading: '1. When the CCPA applies and how we give this notice',
      paragraphs: [
        'The CCPA applies to a for-profit business that does business in California, collects the personal information of California residents and meets at least one of the following thresholds:',
      ],
      items: [
        'it had annual gross revenue of more than US$25 million in the preceding calendar year, as adjusted under the CCPA;',
        'alone or in combination, it annually buys, sells or shares the personal information of 100,000 or more consumers or households; or',
        'it derives 50 percent or more of its annual revenue from selling or sharing consumers’ personal information.',
      ],
      subsections: [
        {
          heading: 'Which thresholds apply to us',
          paragraphs: [
            'The threshold most relevant to ResumeGrader is the second one. We use ad services providers for cross-context behavioural advertising, which is “sharing” under the CCPA, and the number of consumers and households whose information is shared in this way may reach 100,000 or more in a year. We do not sell personal information and we do not derive revenue from selling or sharing it: our revenue comes from credit purchases and from recruiting fees paid by employers, so the 50 percent threshold does not apply. Whether the revenue threshold is met depends on our results in each preceding calendar year.',
            'We review our position against each threshold at least once a year. Whether or not a threshold is met in a given year, we extend the rights and protections described in this notice to all California residents.',
          ],
        },
        {
          heading: 'How this notice is given',
          paragraphs: [
            'This notice is our notice at collection and the California section of our privacy policy. It is given at or before the point at which we collect personal information: it is available at /notice-cr and through our Privacy Policy, which is linked from the footer of every page of our website and from the sign-up form. It describes our practices over the past 12 months and our current practices.',
          ],
        },
      ],
    },
    {
      heading: '2. Categories of personal information we collect',
      paragraphs: [
        'In the past 12 months we have collected the following categories of personal information:',
      ],
      items: [
        'Identifiers: name, email address, account identifier, IP address, and cookie and device identifiers.',
        'Personal information described in California Civil Code section 1798.80(e): name, contact details, education and employment history contained in resumes. Card numbers are collected by our card payment processor, not by us.',
        'Characteristics of protected classifications under California or federal law, such as age, sex or citizenship, but only if you choose to include them in a resume. We do not ask for them.',
        'Commercial information: credit packs bought, prices paid, dates, and credit balance and use.',
        'Internet or other electronic network activity: pages viewed, clicks, referring pages, interactions with our website and with our ads.',
        'Geolocation data: approximate location derived from IP address. We do not collect precise geolocation.',
        'Audio, electronic, visual or similar information: a photograph, if your resume includes one.',
        'Professional or employment-related information: job title, industry, company size, work history and skills, and whether you wish to be considered for job opportunities.',
        'Education information: education history contained in resumes.',
        'Inferences: the grades and feedback generated about a resume, and interests inferred from your use of our website for analytics and advertising.',
        'Sensitive personal information: your account log-in (email address and password, which we store only in hashed form), and any sensitive information you choose to include in a resume, such as racial or ethnic origin, religious beliefs, health information or immigration status.',
      ],
    },
    {
      heading: '3. Sources of personal information',
      items: [
        'Directly from you, when you create an account, complete your profile, upload a resume, buy credits or contact us.',
        'Automatically from your browser or device, through server logs, cookies, pixels and similar technologies.',
        'From recruiters and career coaches who upload your resume with your consent.',
        'From service providers, such as our card payment processor, analytics providers and ad services providers.',
        'From employer clients, about interviews, hires and salaries of candidates we introduce.',
      ],
    },
    {
      heading: '4. Purposes for which we use personal information',
      paragraphs: [
        'We collect and use personal information for the business and commercial purposes described in our Privacy Policy, namely to:',
      ],
      items: [
        'provide, maintain and secure your account and the Service, including grading resumes and saving reports;',
        'process purchases and keep financial records;',
        'communicate with you, provide support and send service messages and, where permitted, marketing emails;',
        'consider you for job opportunities with employer clients, if you opt in, and provide recruiting services to employers;',
        'analyse and improve the Service and the quality of our grading;',
        'advertise the Service, including through cross-context behavioural advertising, and measure our advertising;',
        'detect and prevent security incidents, fraud and other illegal activity, and debug errors; and',
        'comply with the law and establish, exercise or defend legal claims.',
      ],
    },
    {
      heading: '5. Disclosure of personal information',
      paragraphs: [
        'In the past 12 months we have disclosed the categories of personal information listed above for business purposes to our service providers and contractors, each receiving only what it needs for its service: a web host, an analytics provider, a tag manager, a search console, ad services providers, an email marketing provider, a product analytics provider and a card payment processor. They may use the information only to provide their services to us, as the CCPA requires.',
        'If you opt in to be considered for job opportunities, we disclose identifiers, professional and employment-related information, education information and the contents of your resume to employer clients. We do so because you have intentionally directed us to, so this disclosure is not a sale under the CCPA. We may also disclose personal information to the recruiter or coach who uploaded a resume, to authorities where the law requires, to professional advisers, and to a successor in a business transfer.',
      ],
    },
    {
      heading: '6. Sale and sharing of personal information',
      paragraphs: [
        'We do not sell personal information, and we have not sold personal information in the past 12 months.',
        'We do share personal information for cross-context behavioural advertising. When you visit our website, ad services providers, and our analytics provider and tag manager where their advertising features are enabled, collect identifiers (such as cookie identifiers and IP address) and internet activity (such as pages viewed and interactions with our ads) so that we can show you ads for ResumeGrader on other websites and apps and measure their results. We have shared these two categories in the past 12 months. We do not share resumes, reports or sensitive personal information for advertising.',
        'You have the right to opt out of this sharing. To do so:',
      ],
      items: [
        'enable the Global Privacy Control in your browser or browser extension, which we treat as a valid request to opt out for that browser;',
        'email privacy@resumegrader.com with the subject “Do Not Share My Personal Information”; or',
        'send us a request through the Contact Us page of our website (/contact-us).',
      ],
      subsections: [
        {
          heading: 'After you opt out',
          paragraphs: [
            'We act on opt-out requests as soon as feasibly possible and no later than 15 business days after receiving them. You do not need to create an account or verify your identity to opt out, although we may need information to locate your records. Opting out of sharing does not stop all ads; you may still see ads for ResumeGrader that are not based on your activity on other websites.',
            'We do not sell or share the personal information of consumers we know to be under 16 years of age.',
          ],
        },
      ],
    },
    {
      heading: '7. Sensitive personal information',
      paragraphs: [
        'We use and disclose sensitive personal information only for purposes permitted by section 7027(m) of the CCPA regulations, such as providing the Service you request, verifying your identity, and ensuring security and integrity. We do not use it to infer characteristics about you. For this reason the right to limit the use of sensitive personal information does not require us to restrict our use further, but you may delete a resume or your account at any time.',
      ],
    },
    {
      heading: '8. How long we keep personal information',
      items: [
        'Account and profile information (identifiers, professional information, account log-in): while your account is open, and deleted within 30 days after you delete it.',
        'Resumes, page images and reports (including any characteristics, photographs, education and employment information, inferences and sensitive information in them): until you delete them or your account, then within 30 days; a resume uploaded by a visitor who does not create an account is deleted within 30 days of upload.',
        'Commercial information: for as long as tax and accounting laws require, generally six years after the end of the tax year to which it relates.',
        'Candidate information: while you remain opted in and your account is open, and removed within 30 days after you withdraw; records of introductions and placements for up to six years.',
        'Internet activity, geolocation and advertising inferences: up to 12 months for server and security logs and up to 26 months for analytics and advertising data.',
        'Messages and feedback: up to 24 months after our last exchange with you.',
      ],
      subsections: [
        {
          heading: 'Backups and legal holds',
          paragraphs: [
            'Deleted information may remain in secure backups for up to a further 90 days. We may keep information longer where needed to comply with the law or to establish, exercise or defend legal claims.',
          ],
        },
      ],
    },
    {
      heading: '9. Your rights',
      paragraphs: ['Subject to the exceptions in the CCPA, you have the right to:'],
      items: [
        'Know and access: ask us to disclose the categories of personal information we have collected about you, the categories of sources, our purposes, the categories of third parties to whom we disclose it, and the specific pieces of personal information we hold, in a portable format where technically feasible.',
        'Delete: ask us to delete personal information we have collected from you.',
        'Correct: ask us to correct inaccurate personal information we hold about you.',
        'Opt out of sale or sharing: direct us not to sell or share your personal information, as described in section 6.',
        'Limit the use of sensitive personal information: direct us to limit our use of sensitive personal information to permitted purposes, as described in section 7.',
        'Non-discrimination: not receive discriminatory treatment for exercising any of these rights. We will not deny you the Service, charge you a different price or provide a different quality of service because you exercised your rights. We do not offer financial incentives in exchange for personal information.',
      ],
    },
    {
      heading: '10. How to exercise your rights',
      paragraphs: [
        'To make a request to know, delete or correct, email privacy@resumegrader.com or use the Contact Us page of our website (/contact-us). Because we operate exclusively online and have a direct relationship with the consumers who use the Service, we provide an email address for submitting requests, as permitted by California Civil Code section 1798.130(a)(1)(A).',
        'We will confirm receipt of a request within 10 business days and respond within 45 calendar days. If we need more time, we may extend this by a further 45 calendar days and will tell you why. Requests are free of charge. We are not required to respond to more than two requests to know from the same consumer in a 12-month period, and we may refuse or charge a reasonable fee for requests that are manifestly unfounded or excessive. If we deny a request, in whole or in part, we will explain why.',
      ],
      subsections: [
        {
          heading: 'Verification',
          paragraphs: [
            'To protect your information, we verify requests to know, delete and correct by matching information you give us with information we hold. If you have an account, we will ask you to confirm the request from the email address on your account, and we may send a one-time code to that address. For requests for specific pieces of personal information, or where we hold no account for you, we may ask for additional details and a signed declaration under penalty of perjury that you are the consumer whose information is requested. We use the information provided only for verification.',
          ],
        },
        {
          heading: 'Authorized agents',
          paragraphs: [
            'You may use an authorized agent to make a request for you. The agent must provide signed written permission from you, or a power of attorney under California Probate Code sections 4000 to 4465. Unless the agent holds such a power of attorney, we may also ask you to verify your own identity directly with us and to confirm that you gave the agent permission. We may deny a request from an agent who does not provide this proof.',
          ],
        },
        {
          heading: 'Resumes uploaded by recruiters and career coaches',
          paragraphs: [
            'If your resume was uploaded by a recruiter or career coach, we process it as their service provider, and they are the business responsible for it. Please direct your request to them. If you contact us, we will tell you whom to contact and help the recruiter or coach respond.',
          ],
        },
      ],
    },
    {
      heading: '11. Other California privacy rights',
      paragraphs: [
        'California Civil Code section 1798.83 permits California residents to ask for information about disclosures of their personal information to third parties for those third parties’ direct marketing purposes. We do not disclose personal information to third parties for their own direct marketing purposes.',
      ],
    },
    {
      heading: '12. Changes and contact',
      paragraphs: [
        'We will update this notice at least once every 12 months, and the date at the top shows when it was last updated. For questions about this notice, email privacy@resumegrader.com or write to us through the Contact Us page of our website (/contact-us). ResumeGrader Inc. is based in Ottawa, Ontario, Canada.',
      ],
    },
  ],
};
