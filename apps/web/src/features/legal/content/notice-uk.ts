import type { LegalDocument } from '../legal-document.ts';

export const noticeUk: LegalDocument = {
  title: 'Notice to UK Residents',
  lastUpdated: '10 August 2024',
  intro: [
    'This notice applies to you if you are in the United Kingdom. It supplements our Privacy Policy and gives the information required by the UK General Data Protection Regulation (the “UK GDPR”) and the Data Protection Act 2018 about how ResumeGrader Inc. processes your personal data. If this notice and the Privacy Policy differ, this notice prevails for personal data covered by UK data protection law.',
  ],
  sections: [
    {
      heading: '1. Who is responsible for your personal data',
      paragraphs: [
        'The controller of your personal data is ResumeGrader Inc. (“ResumeGrader”, “we”, “us” or “our”), a company based in Ottawa, Ontario, Canada. You can contact us about data protection at privacy@resumegrader.com, or through the Contact Us page of our website (/contact-us).',
        'When a recruiter or career coach uploads the resume of another person, the recruiter or coach is the controller of that person’s personal data and ResumeGrader acts as their processor or subprocessor under Article 28 of the UK GDPR. If your resume was uploaded in this way, please address requests about it to the recruiter or coach; if you contact us, we will pass your request on and help them respond.',
      ],
    },
    {
      heading: '2. Representative in the UK',
      paragraphs: [
        'ResumeGrader is established outside the United Kingdom. Where Article 27 of the UK GDPR requires us to designate a representative in the UK, we will name the representative and give their contact details in this section. You do not need to go through a representative: you and the Information Commissioner’s Office may always contact us directly at privacy@resumegrader.com.',
      ],
    },
    {
      heading: '3. Personal data we process',
      items: [
        'Account data: first name, last name, email address and password (stored only in hashed form), and the confirmation code used to verify your email address.',
        'Profile data, if you provide it: job title, industry and company size.',
        'Resume data: the PDF resumes you upload and their contents, and the page images, grades and feedback we create from them.',
        'Purchase data: credit packs bought, price, date, transaction reference and credit balance. Your card details are collected by our card payment processor and are never stored by us.',
        'Preferences: your acceptance of our terms, your choice whether to be considered for job opportunities with our clients, and your email and cookie preferences.',
        'Communications: messages sent through our Contact Us form or by email, and ratings and comments sent through the feedback form.',
        'Usage and device data: IP address, approximate location, browser and device information, pages viewed and interactions, collected through logs, cookies and similar technologies.',
        'Recruiting data: for candidates who opt in, information about introductions to employers, interviews and hires; for employer representatives, business contact details and hiring needs.',
      ],
    },
    {
      heading: '4. Purposes and lawful bases',
      paragraphs: [
        'We process personal data only where we have a lawful basis under Article 6 of the UK GDPR:',
      ],
      subsections: [
        {
          heading: 'Contract (Article 6(1)(b))',
          items: [
            'creating and managing your account and verifying your email address;',
            'analysing and grading your resumes and saving your reports to your dashboard;',
            'processing your credit purchases and managing your credits; and',
            'responding to your requests and sending service messages, such as verification codes and purchase confirmations.',
          ],
        },
        {
          heading: 'Legitimate interests (Article 6(1)(f))',
          paragraphs: [
            'We rely on our legitimate interests, after balancing them against your interests, rights and freedoms, for:',
          ],
          items: [
            'keeping the Service and our users secure and preventing fraud and abuse;',
            'understanding how the Service is used and improving it, using aggregated or de-identified data wherever possible;',
            'offering our recruiting services to employers and communicating with their representatives;',
            'sending existing customers information about our similar services, as permitted by regulation 22 of the Privacy and Electronic Communications (EC Directive) Regulations 2003 (“PECR”), with an opportunity to opt out in every message; and',
            'establishing, exercising or defending legal claims.',
          ],
        },
        {
          heading: 'Consent (Article 6(1)(a))',
          items: [
            'placing analytics and advertising cookies and similar technologies, as required by PECR;',
            'sending other marketing emails;',
            'including your profile and resume in our candidate database and sharing them with employer clients, if you opt in at sign-up; and',
            'processing any special category data contained in your resume, as described in section 5.',
          ],
        },
        {
          heading: 'Legal obligation (Article 6(1)(c))',
          items: [
            'keeping financial and tax records, responding to lawful requests from authorities and meeting other legal requirements.',
          ],
        },
      ],
    },
    {
      heading: '5. Special category data',
      paragraphs: [
        'We do not need or ask for special category data, such as data revealing racial or ethnic origin, religious beliefs or health, and we recommend that you remove such data from your resume before uploading it. If you choose to include it, we process it only as part of the document in order to provide the review you request, on the basis of your explicit consent under Article 9(2)(a) of the UK GDPR, which you give when you upload the resume. You may withdraw this consent at any time by deleting the resume.',
      ],
    },
    {
      heading: '6. Automated processing',
      paragraphs: [
        'Your resume is analysed automatically, including by artificial intelligence models, to produce grades and feedback. This analysis is advice to you and does not produce legal effects concerning you or similarly significantly affect you, so it is not automated decision-making within the meaning of Article 22 of the UK GDPR. We do not use the grades to make decisions about candidates in our recruiting services, and hiring decisions are made by employers, not by ResumeGrader.',
      ],
    },
    {
      heading: '7. Whether you must provide personal data',
      paragraphs: [
        'You must provide your name, email address and a password to create an account, and a resume to receive a review; without them we cannot provide the Service. Profile details, marketing preferences and participation in our recruiting services are optional.',
      ],
    },
    {
      heading: '8. Recipients',
      paragraphs: [
        'We share personal data with processors that act on our instructions under contracts meeting Article 28 of the UK GDPR: a web host, an analytics provider, a tag manager, a search console, ad services providers, an email marketing provider, a product analytics provider and a card payment processor.',
        'We also share personal data with employer clients if you opt in, with the recruiter or coach who uploaded a resume, with professional advisers, with authorities where the law requires, and with a successor in a business transfer. We do not sell personal data.',
      ],
    },
    {
      heading: '9. International transfers',
      paragraphs: [
        'ResumeGrader is based in Canada, so your personal data is transferred to Canada. Under the UK’s adequacy regulations, made under the Data Protection Act 2018, Canada is recognised as providing an adequate level of protection for personal data transferred to organisations subject to the Personal Information Protection and Electronic Documents Act, and we rely on those regulations.',
        'Some of our service providers process personal data in the United States or other countries. For those transfers we rely on UK adequacy regulations where they apply, including the UK Extension to the EU-U.S. Data Privacy Framework for providers certified under it, or on the International Data Transfer Agreement issued by the Information Commissioner, or the International Data Transfer Addendum to the European Commission’s standard contractual clauses, together with supplementary measures where needed. You may ask for a copy of the relevant safeguards by writing to privacy@resumegrader.com.',
      ],
    },
    {
      heading: '10. How long we keep personal data',
      items: [
        'Account and profile data: while your account is open, and deleted within 30 days after you delete your account.',
        'Resumes, page images and reports: until you delete them or your account, then within 30 days; resumes uploaded by visitors who do not create an account are deleted within 30 days of upload.',
        'Purchase records: for as long as tax and accounting laws require, generally six years after the end of the tax year to which they relate.',
        'Candidate data: while you remain opted in and your account is open, and removed within 30 days after you withdraw; records of introductions and placements for up to six years.',
        'Messages and feedback: up to 24 months after our last exchange with you.',
        'Server and security logs: up to 12 months; analytics and advertising data: up to 26 months.',
      ],
      subsections: [
        {
          heading: 'Backups and legal holds',
          paragraphs: [
            'Deleted data may remain in secure backups for up to a further 90 days. We may keep data longer where needed to comply with a legal obligation or to establish, exercise or defend legal claims.',
          ],
        },
      ],
    },
    {
      heading: '11. Your rights',
      paragraphs: [
        'Under UK data protection law, and subject to its conditions and exemptions, you have the right to:',
      ],
      items: [
        'access your personal data and receive a copy of it (Article 15);',
        'have inaccurate personal data rectified and incomplete data completed (Article 16);',
        'have your personal data erased (Article 17);',
        'restrict the processing of your personal data (Article 18);',
        'receive personal data you provided to us in a structured, commonly used and machine-readable format, and have it transmitted to another controller, where processing is based on consent or contract and carried out by automated means (Article 20);',
        'object at any time, on grounds relating to your particular situation, to processing based on our legitimate interests, and object at any time, without giving reasons, to processing for direct marketing (Article 21); and',
        'withdraw your consent at any time, without affecting the lawfulness of processing carried out before withdrawal (Article 7(3)).',
      ],
      subsections: [
        {
          heading: 'How to exercise your rights',
          paragraphs: [
            'Email privacy@resumegrader.com or use the Contact Us page of our website (/contact-us). You can also update your profile, delete reports, delete your account and unsubscribe from marketing emails yourself. We may ask for information to verify your identity. We will respond within one month, which we may extend by two further months for complex or numerous requests, in which case we will tell you why. Exercising your rights is free of charge unless a request is manifestly unfounded or excessive.',
          ],
        },
      ],
    },
    {
      heading: '12. Right to complain to the ICO',
      paragraphs: [
        'You have the right to complain to the Information Commissioner’s Office (“ICO”), the UK supervisory authority for data protection. You can contact the ICO through its website, ico.org.uk, by telephone on 0303 123 1113, or by post at Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF. We would appreciate the chance to address your concerns first, so please consider contacting us at privacy@resumegrader.com.',
      ],
    },
    {
      heading: '13. Changes to this notice',
      paragraphs: [
        'We may update this notice from time to time. The date at the top shows when it was last updated. If we make a material change, we will tell you by email or through the Service before it takes effect.',
      ],
    },
  ],
};
