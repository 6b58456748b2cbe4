import type { LegalDocument } from '../legal-document.ts';

export const noticeEuEea: LegalDocument = {
  title: 'Notice to EU/EEA Residents',
  lastUpdated: '25 July 2024',
  intro: [
    'This notice applies to you if you are in the European Union or the European Economic Area (the “EEA”). It supplements our Privacy Policy and gives the information required by the General Data Protection Regulation (Regulation (EU) 2016/679, the “GDPR”) about how ResumeGrader Inc. processes your personal data. If this notice and the Privacy Policy differ, this notice prevails for personal data covered by the GDPR.',
  ],
  sections: [
    {
      heading: '1. Who is responsible for your personal data',
      paragraphs: [
        'The controller of your personal data is ResumeGrader Inc. (“ResumeGrader”, “we”, “us” or “our”), a company based in Ottawa, Ontario, Canada. You can contact us about data protection at privacy@resumegrader.com, or through the Contact Us page of our website (/contact-us).',
        'When a recruiter or career coach uploads the resume of another person, the recruiter or coach is the controller of that person’s personal data and ResumeGrader acts as their processor or subprocessor under Article 28 of the GDPR. If your resume was uploaded in this way, please address requests about it to the recruiter or coach; if you contact us, we will pass your request on and help them respond.',
      ],
    },
    {
      heading: '2. Representative in the EU',
      paragraphs: [
        'ResumeGrader is established outside the EU. Where Article 27 of the GDPR requires us to designate a representative in the Union, we will name the representative and give their contact details in this section. You do not need to go through a representative: you and supervisory authorities may always contact us directly at privacy@resumegrader.com.',
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
      heading: '4. Purposes and legal bases',
      paragraphs: [
        'We process personal data only where we have a legal basis under Article 6 of the GDPR:',
      ],
      subsections: [
        {
          heading: 'Performance of a contract (Article 6(1)(b))',
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
            'We rely on our legitimate interests, after balancing them against your interests and fundamental rights, for:',
          ],
          items: [
            'keeping the Service and our users secure and preventing fraud and abuse;',
            'understanding how the Service is used and improving it, using aggregated or de-identified data wherever possible;',
            'offering our recruiting services to employers and communicating with their representatives;',
            'sending existing customers information about similar services, where national law permits this without consent; and',
            'establishing, exercising or defending legal claims.',
          ],
        },
        {
          heading: 'Consent (Article 6(1)(a))',
          items: [
            'placing analytics and advertising cookies and similar technologies, as required by the national laws implementing the ePrivacy Directive (Directive 2002/58/EC);',
            'sending marketing emails where national law requires consent;',
            'including your profile and resume in our candidate database and sharing them with employer clients, if you opt in at sign-up; and',
            'processing any special categories of personal data contained in your resume, as described in section 5.',
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
      heading: '5. Special categories of personal data',
      paragraphs: [
        'We do not need or ask for special categories of personal data, such as data revealing racial or ethnic origin, religious beliefs or health, and we recommend that you remove such data from your resume before uploading it. If you choose to include it, we process it only as part of the document in order to provide the review you request, on the basis of your explicit consent under Article 9(2)(a) of the GDPR, which you give when you upload the resume. You may withdraw this consent at any time by deleting the resume.',
      ],
    },
    {
      heading: '6. Automated processing',
      paragraphs: [
        'Your resume is analysed automatically, including by artificial intelligence models, to produce grades and feedback. This analysis is advice to you and does not produce legal effects concerning you or similarly significantly affect you, so it is not automated decision-making within the meaning of Article 22 of the GDPR. We do not use the grades to make decisions about candidates in our recruiting services, and hiring decisions are made by employers, not by ResumeGrader.',
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
        'We share personal data with processors that act on our instructions under contracts meeting Article 28 of the GDPR: a web host, an analytics provider, a tag manager, a search console, ad services providers, an email marketing provider, a product analytics provider and a card payment processor.',
        'We also share personal data with employer clients if you opt in, with the recruiter or coach who uploaded a resume, with professional advisers, with authorities where the law requires, and with a successor in a business transfer. We do not sell personal data.',
      ],
    },
    {
      heading: '9. International transfers',
      paragraphs: [
        'ResumeGrader is based in Canada, so your personal data is transferred to Canada. The European Commission has decided that Canada provides an adequate level of protection for personal data transferred to organisations subject to the Personal Information Protection and Electronic Documents Act (Commission Decision 2002/2/EC), and we rely on that adequacy decision.',
        'Some of our service providers process personal data in the United States or other countries outside the EEA. For those transfers we rely on an adequacy decision of the European Commission where one applies, including the EU-U.S. Data Privacy Framework for providers certified under it, or on the standard contractual clauses adopted by the European Commission (Commission Implementing Decision (EU) 2021/914), together with supplementary measures where needed. You may ask for a copy of the relevant safeguards by writing to privacy@resumegrader.com.',
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
        'Under the GDPR, and subject to its conditions and exceptions, you have the right to:',
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
      heading: '12. Right to complain',
      paragraphs: [
        'You have the right to lodge a complaint with a supervisory authority, in particular in the EU or EEA member state where you live, where you work or where you believe an infringement took place (Article 77 of the GDPR). The European Data Protection Board publishes the contact details of each national supervisory authority. We would appreciate the chance to address your concerns first, so please consider contacting us at privacy@resumegrader.com.',
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
