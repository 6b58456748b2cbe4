import type { LegalDocument } from '../legal-document.ts';

export const termsOfUse: LegalDocument = {
  title: 'Terms of Use',
  lastUpdated: 'August 10, 2024',
  intro: [
    'These Terms of Use (the “Terms”) are a legal agreement between you and ResumeGrader Inc. (“ResumeGrader”, “we”, “us” or “our”), a company based in Ottawa, Ontario, Canada. They govern your use of the ResumeGrader website, our AI resume review service, our recruiting services and related features (together, the “Service”).',
    'By creating an account, buying credits or otherwise using the Service, you agree to these Terms and confirm that you have read our Privacy Policy. If you do not agree, do not use the Service. If you act for an organisation, you confirm that you may bind it, and “you” includes that organisation.',
    'Please read the sections on credits and refunds, AI feedback, disclaimers and limitation of liability with care, as they affect your legal rights.',
  ],
  sections: [
    {
      heading: '1. The Service',
      paragraphs: [
        'ResumeGrader is an AI resume review service for job seekers, recruiters and career coaches. You upload a resume in PDF format and receive a graded report covering content, formatting and writing, with a grade for each area, a cumulative grade and suggested improvements marked on images of your resume’s pages. Graded resumes are saved to your dashboard.',
        'A resume is graded only when you are signed in to a verified account that holds at least one credit. We also offer recruiting services to employers, described in section 9.',
        'We may change, add or remove features of the Service. If we stop offering reviews altogether, we will refund any credits you have bought and not used.',
      ],
    },
    {
      heading: '2. Eligibility',
      paragraphs: [
        'You must be at least 18 years old, or the age of majority where you live if higher, and able to form a binding contract. You must not be prohibited from using the Service by the laws that apply to you, or have had an account terminated by us for breach of these Terms.',
      ],
    },
    {
      heading: '3. Your account',
      paragraphs: [
        'To sign up, you give us your first name, last name, email address and a password, and we verify your email address by sending a confirmation code to it. You may add optional details such as your job title, industry and company size. You agree to:',
      ],
      items: [
        'give accurate information and keep it up to date;',
        'keep your password confidential and not share your account, which is for one individual only;',
        'tell us promptly at support@resumegrader.com if you suspect unauthorised use of your account; and',
        'take responsibility for activity under your account, except where caused by our failure to take reasonable security measures.',
      ],
      subsections: [
        {
          heading: 'Deleting your account',
          paragraphs: [
            'You can delete your account at any time from the Account page. Deletion is permanent: your resumes and reports are deleted as described in our Privacy Policy, and any unused credits are forfeited and not refunded.',
          ],
        },
      ],
    },
    {
      heading: '4. Credits, prices and payment',
      paragraphs: [
        'Reviews are paid for with credits. One review of one resume costs 1 credit. Credits are sold in one-time packs, which are not subscriptions and do not renew automatically. The current packs are:',
      ],
      items: [
        'Basic: 5 credits for US$9.99;',
        'Standard: 10 credits for US$14.99; and',
        'Premium: 20 credits for US$19.99.',
      ],
      subsections: [
        {
          heading: 'Payment',
          paragraphs: [
            'Prices are in United States dollars. Any applicable taxes are shown at checkout, and your card issuer may charge currency conversion fees. Payments are handled by our third-party card payment processor, on its secure checkout page and subject to its terms. ResumeGrader never receives or stores your card number. We may change prices and packs at any time; changes do not affect credits already bought.',
          ],
        },
        {
          heading: 'Using credits',
          paragraphs: [
            'A credit is deducted only when a review is completed; if a review cannot be completed, no credit is deducted. Credits are tied to your account, have no cash value, cannot be transferred or exchanged and can be used only on the Service.',
          ],
        },
        {
          heading: 'Refunds',
          paragraphs: [
            'Credits are not refunded when you delete your account. Otherwise, purchases are final and non-refundable, except where these Terms say otherwise or a refund is required by applicable law. Nothing in these Terms limits any right or remedy you have under consumer protection law that cannot be excluded by contract.',
            'If you are a consumer in the European Union, the European Economic Area or the United Kingdom, you may withdraw from a purchase of credits within 14 days. By buying credits you request immediate access and acknowledge that you lose this right for each credit once you use it. If you withdraw within 14 days, we will refund the credits from that purchase that you have not used.',
            'If you believe you were charged in error, contact support@resumegrader.com within 60 days of the charge and we will investigate and correct any error.',
          ],
        },
      ],
    },
    {
      heading: '5. Your content',
      paragraphs: [
        'You keep ownership of the resumes and other material you upload or submit (“Your Content”). You grant ResumeGrader a worldwide, non-exclusive, royalty-free licence, which our service providers may exercise on our behalf, to host, store, copy, convert, analyse and otherwise process Your Content, to create page images, grades and feedback from it and to display them to you, as needed to provide, secure and support the Service and as described in our Privacy Policy. The licence ends when Your Content is deleted, except for copies we must keep by law.',
        'You confirm that you have the rights needed to upload Your Content and grant this licence. We recommend that you remove sensitive details, such as identification numbers or health information, before uploading. If you send us ideas or feedback about the Service, we may use them freely and without payment to you.',
      ],
    },
    {
      heading: '6. Resumes of other people',
      paragraphs: [
        'Recruiters, career coaches and other users may upload a resume that belongs to someone else only if:',
      ],
      items: [
        'that person has consented to the resume being uploaded to and reviewed by ResumeGrader;',
        'you have told that person, as required by applicable data protection law, how their information will be used, including by ResumeGrader and its service providers;',
        'you have a lawful basis to collect the information and share it with us; and',
        'you use the report only for purposes the person has agreed to.',
      ],
      subsections: [
        {
          heading: 'Roles and responsibilities',
          paragraphs: [
            'For those uploads, you are the data controller (or the “business”, under California law) and ResumeGrader processes the information on your behalf as a processor or subprocessor (or “service provider”). We will process it only to provide the Service to you, keep it confidential and secure, use only service providers bound by equivalent obligations, delete it when you delete the report or your account, and help you, where reasonable, to respond to the person’s privacy requests. We never add these resumes to our candidate database or share them with employers.',
            'You must keep a record of each consent and provide it to us on request, and delete the report if consent is withdrawn. For a data processing agreement, contact privacy@resumegrader.com.',
          ],
        },
      ],
    },
    {
      heading: '7. AI feedback is for information only',
      paragraphs: [
        'Grades, comments and markings are generated automatically by software, including artificial intelligence models, and are provided for general information to help you improve your resume. In particular:',
      ],
      items: [
        'feedback may be incomplete or inaccurate, or may not suit your industry, country or circumstances;',
        'grades reflect our own criteria, not the view of any employer, recruiter or applicant tracking system;',
        'the Service does not provide career counselling or legal, immigration or other professional advice; and',
        'using the Service, following its suggestions or achieving a high grade does not guarantee an interview, a job offer, employment or any other outcome.',
      ],
      subsections: [
        {
          heading: 'Your decisions',
          paragraphs: [
            'You decide which suggestions to follow and are responsible for the accuracy of any resume you send to others.',
          ],
        },
      ],
    },
    {
      heading: '8. Acceptable use',
      paragraphs: ['You must not, and must not help anyone else to:'],
      items: [
        'upload content you have no right to upload, or that is unlawful, defamatory, discriminatory or obscene, or infringes anyone’s intellectual property or privacy;',
        'upload malware or use the Service to present false credentials or otherwise deceive employers;',
        'access another user’s account or data, or impersonate any person;',
        'scrape the Service, access it by automated means other than the interfaces we provide, or use it or its output to build a competing product or train machine learning models;',
        'reverse engineer or try to extract the source code, models or grading methods of the Service, except as the law expressly allows;',
        'circumvent security measures, usage limits or the credit system, or interfere with or overload the Service;',
        'resell access to the Service or credits without our written permission, although recruiters and coaches may share reports with the person whose resume was reviewed; or',
        'use the Service in breach of any law, including privacy, anti-spam, employment and anti-discrimination laws.',
      ],
      subsections: [
        {
          heading: 'Enforcement',
          paragraphs: [
            'We may investigate suspected breaches, remove content, suspend or terminate accounts and cooperate with law enforcement where appropriate.',
          ],
        },
      ],
    },
    {
      heading: '9. Recruiting services',
      subsections: [
        {
          heading: 'For employers',
          paragraphs: [
            'We offer recruiting services to employers hiring in the United States and Western Europe, including access to a database of candidates. Employers can reach us through the Contact Us page. There is no upfront cost: if an employer hires a candidate we introduced, the employer pays a fee equal to a percentage of that candidate’s first-year salary. The percentage, payment terms and other commercial terms are set out in a separate written agreement, which prevails over these Terms for the recruiting services if they conflict. Employer clients must:',
          ],
          items: [
            'use candidate information only to assess and recruit candidates for genuine vacancies;',
            'comply with all employment, anti-discrimination, immigration and data protection laws that apply to them;',
            'keep candidate information confidential and secure, and not disclose it or use it for any other purpose; and',
            'take sole responsibility for hiring decisions, offers and terms of employment.',
          ],
        },
        {
          heading: 'For candidates',
          paragraphs: [
            'At sign-up you can opt in to be considered for job opportunities with our clients. If you do, we may include your profile and resume in our candidate database, share them with employer clients that have suitable roles, and contact you about opportunities. You can withdraw at any time by writing to privacy@resumegrader.com; withdrawal stops future sharing but does not affect information already shared.',
            'We do not charge candidates any fee for being introduced to or hired by an employer. We do not guarantee that you will be contacted or hired, and we are not a party to any employment relationship.',
          ],
        },
      ],
    },
    {
      heading: '10. Intellectual property',
      paragraphs: [
        'The Service, including its software, grading methods, models, report design, content and the ResumeGrader name and marks, belongs to ResumeGrader or its licensors and is protected by law. We grant you a limited, personal, non-exclusive, non-transferable and revocable licence to use the Service and to use your reports for your own job search or, if you are a recruiter or coach, for the person whose resume was reviewed. All other rights are reserved.',
      ],
    },
    {
      heading: '11. Third parties, privacy and availability',
      paragraphs: [
        'The Service relies on third-party providers, such as our card payment processor and web host, and may link to websites we do not control. We are not responsible for third-party services, which are subject to their own terms.',
        'Our Privacy Policy explains how we handle personal information. Residents of California, the EU/EEA and the UK should also read the notice for their region.',
        'We aim to keep the Service available but do not promise uninterrupted access, and we may suspend it for maintenance or security reasons.',
      ],
    },
    {
      heading: '12. Disclaimers',
      paragraphs: [
        'To the fullest extent permitted by law, the Service and all reports are provided “as is” and “as available”, and ResumeGrader disclaims all warranties, conditions and representations, express or implied, including those of merchantable quality, fitness for a particular purpose, non-infringement and accuracy. We do not warrant that the Service will be error-free or uninterrupted or that reports will be accurate or complete. Where the law implies a warranty that cannot be excluded, it is limited to the minimum extent the law allows.',
      ],
    },
    {
      heading: '13. Limitation of liability',
      paragraphs: ['To the fullest extent permitted by law:'],
      items: [
        'ResumeGrader and its directors, officers, employees, agents and service providers are not liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, employment opportunities, data or goodwill, arising out of or relating to the Service or these Terms; and',
        'our total liability for all claims arising out of or relating to the Service or these Terms is limited to the greater of the amounts you paid us in the 12 months before the event giving rise to the claim and US$100.',
      ],
      subsections: [
        {
          heading: 'Scope of these limits',
          paragraphs: [
            'These limits apply whether the claim is based in contract, tort (including negligence), statute or otherwise. Our liability to employer clients is governed by their separate agreement. Nothing in these Terms excludes or limits liability that cannot be excluded or limited by law, including liability for fraud or under consumer protection laws that apply to you.',
          ],
        },
      ],
    },
    {
      heading: '14. Indemnity',
      paragraphs: [
        'You will indemnify ResumeGrader and its directors, officers, employees and agents against all claims, losses, damages and costs, including reasonable legal fees, arising from Your Content (including any resume of another person uploaded without the required consent or notice), your breach of these Terms or the law, or, if you are an employer client, your use of candidate information, except to the extent caused by our own breach or negligence. If you are a consumer, this applies only as far as the law allows.',
      ],
    },
    {
      heading: '15. Suspension and termination',
      paragraphs: [
        'You may delete your account at any time from the Account page. We may suspend or terminate your account, with notice where reasonable, if you breach these Terms, if the law requires it, if your use creates risk or legal exposure for us or others, or if we discontinue the Service.',
        'If we terminate your account for a reason other than your breach, we will refund your unused credits pro rata. If we terminate it because you breached these Terms, unused credits are forfeited unless the law requires otherwise. Provisions that by their nature should survive termination, including sections 10 and 12 to 16, survive it.',
      ],
    },
    {
      heading: '16. Governing law and disputes',
      paragraphs: [
        'These Terms and any dispute relating to them or the Service are governed by the laws of the Province of Ontario and the federal laws of Canada applicable in Ontario, without regard to conflict of laws rules. The United Nations Convention on Contracts for the International Sale of Goods does not apply. The courts of Ontario sitting in Ottawa have exclusive jurisdiction, and you and we submit to their jurisdiction.',
        'If you are a consumer, you also keep the mandatory protections of the law where you live, and any right under that law to bring proceedings in your local courts. Before starting proceedings, please contact support@resumegrader.com so that we can try to resolve the dispute informally.',
      ],
    },
    {
      heading: '17. Changes to these Terms',
      paragraphs: [
        'We may update these Terms, and the date at the top shows when they were last updated. We will tell you of material changes by email or through the Service before they take effect, unless the law requires a change sooner. If you continue to use the Service after a change takes effect, you accept the updated Terms; if you do not agree, you should stop using the Service.',
      ],
    },
    {
      heading: '18. General',
      items: [
        'These Terms, our Privacy Policy and any terms shown at purchase are the entire agreement between you and ResumeGrader about the Service.',
        'If any provision is unenforceable, the rest of these Terms remains in effect.',
        'A delay in enforcing a provision is not a waiver of it.',
        'You may not transfer these Terms without our written consent; we may assign them in connection with a merger, acquisition or sale of assets.',
        'We are not liable for delays or failures caused by events beyond our reasonable control.',
        'We may send notices to the email address on your account; you may send notices to support@resumegrader.com.',
        'These Terms are written in English, and any translation is for convenience only.',
      ],
    },
    {
      heading: '19. Contact us',
      paragraphs: [
        'ResumeGrader Inc. is based in Ottawa, Ontario, Canada. For questions about these Terms or the Service, email support@resumegrader.com or use the Contact Us page of our website (/contact-us). For privacy questions, email privacy@resumegrader.com.',
      ],
    },
  ],
};
