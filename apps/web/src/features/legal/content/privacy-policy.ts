import type { LegalDocument } from '../legal-document.ts';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: 'August 10, 2024',
  intro: [
    'This Privacy Policy explains how ResumeGrader Inc. (“ResumeGrader”, “we”, “us” or “our”), a company based in Ottawa, Ontario, Canada, collects, uses, discloses and protects personal information when you visit our website or use our AI resume review service and recruiting services (together, the “Service”).',
    'We handle personal information in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA) and other privacy laws that apply to us. If you live in California, the European Union or European Economic Area, or the United Kingdom, our Notice to California Residents, Notice to EU/EEA Residents or Notice to UK Residents also applies to you and forms part of this Privacy Policy.',
  ],
  sections: [
    {
      heading: '1. Who this policy covers',
      paragraphs: [
        'This policy applies to visitors to our website, job seekers who use the Service for their own resumes, recruiters and career coaches, people whose resumes are uploaded by a recruiter or career coach, and representatives of employers who use our recruiting services.',
        'ResumeGrader decides how and why your personal information is processed when you use the Service for yourself. When a recruiter or career coach uploads the resume of another person, that recruiter or coach is the data controller for the person’s information and ResumeGrader processes it on their behalf as a processor or subprocessor. This is explained in the section “Resumes uploaded by recruiters and career coaches” below.',
      ],
    },
    {
      heading: '2. Personal information we collect',
      subsections: [
        {
          heading: 'Information you give us',
          items: [
            'Account information: your first name, last name, email address and password. We store only a hashed form of your password, never the password itself. We send a confirmation code to your email address to verify it.',
            'Profile information, if you choose to provide it: your job title, industry and company size.',
            'Resumes: the PDF files you upload and everything they contain, such as contact details, work history, education, skills and any other information you include.',
            'Choices you make: your acceptance of our Terms of Use and this Privacy Policy, whether you opt in to be considered for job opportunities with our clients, and your email preferences.',
            'Purchase information: the credit pack you buy, its price, the date and the transaction reference, and your credit balance and use.',
            'Messages: your name, email address and message when you use our Contact Us form or write to us, and the rating and comments you give through the feedback form.',
            'Employer contacts: the name, business contact details and hiring needs of representatives of employers who contact us about our recruiting services.',
          ],
        },
        {
          heading: 'Information we create',
          paragraphs: [
            'When we review a resume we create page images, grades for content, formatting, writing and a cumulative grade, a count of suggestions and detailed feedback. These are saved to your dashboard.',
          ],
        },
        {
          heading: 'Information collected automatically',
          paragraphs: [
            'When you use our website we and our providers collect your IP address, approximate location derived from it, browser and device type, operating system, language, referring pages, pages viewed, clicks and other interactions, and the date and time of your visit. We collect this through server logs, cookies, pixels and similar technologies, as described in the section “Cookies and similar technologies” below.',
          ],
        },
        {
          heading: 'Information from others',
          items: [
            'Our card payment processor tells us whether a payment succeeded and gives us limited transaction details. It does not give us your full card number.',
            'Analytics and ad services providers give us reports about how visitors find and use our website and how our advertising performs.',
            'Recruiters and career coaches give us the resumes of people they work with, with those people’s consent.',
            'Employer clients tell us about interviews, hires and salaries of candidates we introduce, so that we can manage our services and calculate our fees.',
          ],
        },
      ],
    },
    {
      heading: '3. Sensitive information in resumes',
      paragraphs: [
        'We do not ask for sensitive information, such as health information, racial or ethnic origin, religious beliefs, government identification numbers or immigration status, and our reviews do not need it. Please remove any such information from your resume before uploading it. If a resume does contain it, we process it only as part of the document in order to provide the review you asked for, and we do not use it to draw conclusions about you.',
      ],
    },
    {
      heading: '4. How we use personal information',
      paragraphs: ['We use personal information to:'],
      items: [
        'create and manage your account, verify your email address and let you sign in securely;',
        'analyse and grade your resumes, mark suggestions on page images and save your reports to your dashboard;',
        'process credit purchases, keep track of your credits and keep financial records;',
        'respond to your questions, feedback and requests, and send you service messages, such as verification codes and purchase confirmations;',
        'send you resume tips, product news and offers, where you have agreed or where the law otherwise allows, such as under Canada’s Anti-Spam Legislation;',
        'if you opt in, consider you for job opportunities with our employer clients and share your profile and resume with them;',
        'provide our recruiting services to employers and manage our relationships with them;',
        'understand how the Service is used and improve its features, performance and the quality of our grading, using aggregated or de-identified information wherever we can;',
        'promote the Service, including by showing our ads on other websites and measuring their results;',
        'protect the Service and our users, including by detecting and preventing fraud, abuse and security incidents; and',
        'comply with the law, enforce our Terms of Use and establish, exercise or defend legal claims.',
      ],
      subsections: [
        {
          heading: 'Consent',
          paragraphs: [
            'We rely on your consent to collect, use and disclose your personal information as described in this policy. We obtain express consent where required, for example before we share your information with employers or send you marketing emails where the law requires it, and we may rely on implied consent where appropriate. You may withdraw your consent at any time, subject to legal or contractual restrictions and reasonable notice. If you do, we may no longer be able to provide some or all of the Service.',
          ],
        },
      ],
    },
    {
      heading: '5. Cookies and similar technologies',
      paragraphs: [
        'We use cookies, local storage, pixels and similar technologies to keep you signed in, remember an upload in progress, understand how our website is used and measure and personalise our advertising. Some are necessary for the Service to work; others are used for analytics and advertising.',
        'You can block or delete cookies in your browser settings, although parts of the Service may not work without necessary cookies. Where the law requires it, we ask for your consent before placing analytics or advertising cookies. We treat a Global Privacy Control signal sent by your browser as a request to opt out of the use of your information for cross-context behavioural advertising. Many ad services providers also let you opt out of personalised ads through their own settings.',
      ],
    },
    {
      heading: '6. How we disclose personal information',
      paragraphs: [
        'We do not sell personal information. We disclose personal information only as described below.',
      ],
      subsections: [
        {
          heading: 'Service providers',
          paragraphs: [
            'We use service providers that process personal information on our behalf, under contracts that require them to protect it and use it only to provide their services to us. They are:',
          ],
          items: [
            'a web host, which hosts our website and applications, stores uploaded files and reports and provides the computing resources that run our analysis;',
            'an analytics provider, which helps us understand how visitors use our website;',
            'a tag manager, which we use to manage the analytics and advertising tags on our website;',
            'a search console, which reports how our website appears in search results;',
            'ad services providers, which show our ads on other websites and apps and measure how they perform;',
            'an email marketing provider, which sends our emails and newsletters;',
            'a product analytics provider, which helps us understand how features of the Service are used; and',
            'a card payment processor, which processes credit purchases. The card payment processor, not ResumeGrader, collects and stores your card number.',
          ],
        },
        {
          heading: 'Employer clients',
          paragraphs: [
            'If you opt in to be considered for job opportunities, we may share your name, contact details, profile and resume with employer clients that have roles that may suit you. Employers must use this information only for recruitment. We never share resumes uploaded by recruiters or career coaches on behalf of other people, and we never share the resume of a user who has not opted in.',
          ],
        },
        {
          heading: 'Other disclosures',
          items: [
            'To the recruiter or career coach who uploaded a resume, in relation to that resume and its report.',
            'To courts, regulators, law enforcement and other authorities where required or permitted by law, or to protect the rights, property or safety of ResumeGrader, our users or others.',
            'To professional advisers, such as lawyers, accountants and auditors, bound by duties of confidentiality.',
            'To a buyer or successor, and their advisers, in connection with a proposed or actual merger, acquisition, financing or sale of all or part of our business, subject to appropriate confidentiality protections.',
            'To anyone else with your consent or at your direction.',
          ],
        },
      ],
    },
    {
      heading: '7. Resumes uploaded by recruiters and career coaches',
      paragraphs: [
        'Recruiters and career coaches may upload the resumes of other people only with those people’s consent. For those resumes, the recruiter or coach is the data controller and ResumeGrader acts as their processor or subprocessor: we process the information only to provide the Service to the recruiter or coach, and we do not use it for our own purposes, add it to our candidate database or share it with employers.',
        'If your resume was uploaded by a recruiter or coach, please contact them with any questions or requests about your information. If you contact us, we will pass your request on to them and help them respond.',
      ],
    },
    {
      heading: '8. Where we process information',
      paragraphs: [
        'ResumeGrader is based in Canada. Our service providers may process personal information in the United States and other countries. When information is processed outside your country, it is subject to the laws of the country where it is held and may be accessible to its courts and authorities. We use contracts and other measures to protect personal information processed by our providers, wherever it is held. The regional notices describe the safeguards we use for transfers from the European Economic Area and the United Kingdom.',
      ],
    },
    {
      heading: '9. How long we keep information',
      paragraphs: [
        'We keep personal information only for as long as we need it for the purposes described in this policy, or as long as the law requires. In particular:',
      ],
      items: [
        'account and profile information is kept while your account is open and deleted within 30 days after you delete your account;',
        'resumes, page images and reports are kept until you delete them or your account, and then deleted within 30 days; a resume uploaded by a visitor who does not create an account is deleted within 30 days of upload;',
        'purchase and financial records are kept for as long as tax and accounting laws require, generally six years after the end of the tax year to which they relate;',
        'messages to us and feedback are kept for up to 24 months after our last exchange with you;',
        'candidate information is kept in our candidate database while you remain opted in and your account is open, and removed within 30 days after you withdraw or delete your account; records of introductions and placements are kept for up to six years so that we can manage fees and legal claims;',
        'server and security logs are kept for up to 12 months, and analytics and advertising data for up to 26 months; and',
        'if you unsubscribe from our emails, we keep your email address on a suppression list so that we can respect your choice.',
      ],
      subsections: [
        {
          heading: 'Backups',
          paragraphs: [
            'Deleted information may remain in secure backups for up to a further 90 days before it is overwritten. We may keep information longer where it is needed to comply with the law or to establish, exercise or defend legal claims.',
          ],
        },
      ],
    },
    {
      heading: '10. How we protect information',
      paragraphs: [
        'We use administrative, technical and physical safeguards appropriate to the sensitivity of the information, including encryption of data in transit, hashing of passwords, access controls that limit access to staff and providers who need it, and monitoring of our systems. We never store card numbers. No method of transmission or storage is completely secure, so we cannot guarantee absolute security. If a breach of security safeguards creates a real risk of significant harm to you, we will notify you and the authorities as the law requires.',
      ],
    },
    {
      heading: '11. Your choices and rights',
      paragraphs: ['Subject to the law that applies to you, you may:'],
      items: [
        'ask for access to the personal information we hold about you and for details of how we use and disclose it;',
        'ask us to correct information that is inaccurate or incomplete, and update your profile yourself at any time;',
        'delete individual reports from your dashboard, or delete your account from the Account page;',
        'withdraw from consideration for job opportunities by writing to privacy@resumegrader.com;',
        'unsubscribe from marketing emails using the link in each email; service messages will continue while you have an account;',
        'manage cookies through your browser settings and, where offered, our cookie settings; and',
        'withdraw your consent to other uses of your information, as described above.',
      ],
      subsections: [
        {
          heading: 'Making a request',
          paragraphs: [
            'To make a request, email privacy@resumegrader.com. We may need to verify your identity before we respond. We will respond within 30 days, or tell you if we need more time as the law allows. Residents of California, the EU/EEA and the UK have further rights, described in their regional notices.',
            'If you are not satisfied with our response, you may complain to the Office of the Privacy Commissioner of Canada or to the privacy regulator where you live.',
          ],
        },
      ],
    },
    {
      heading: '12. Children',
      paragraphs: [
        'The Service is intended for adults and is not directed to children. You must be at least 18 years old to create an account. We do not knowingly collect personal information from children under 16. If you believe a child has given us personal information, please contact privacy@resumegrader.com and we will delete it.',
      ],
    },
    {
      heading: '13. Changes to this policy',
      paragraphs: [
        'We may update this Privacy Policy from time to time. The date at the top shows when it was last updated. If we make a material change, we will tell you by email or through the Service before it takes effect and, where the law requires, ask for your consent.',
      ],
    },
    {
      heading: '14. Contact us',
      paragraphs: [
        'Our Privacy Officer is accountable for our compliance with this policy. For privacy questions or requests, email privacy@resumegrader.com. For other questions, email support@resumegrader.com or use the Contact Us page of our website (/contact-us). ResumeGrader Inc. is based in Ottawa, Ontario, Canada.',
      ],
    },
  ],
};
