/**
 * The fixed lists of the profile form (SPEC section 3: target job titles in marketing,
 * finance, software and sales groups, about 29 industries, company sizes from Self-employed
 * to 10,001+ employees). `PUT /api/update-user` accepts only these values.
 */
export const jobTitleGroups = [
  {
    group: 'Marketing',
    titles: [
      'Marketing Coordinator',
      'Marketing Specialist',
      'Digital Marketing Manager',
      'Content Marketing Manager',
      'Brand Manager',
      'Product Marketing Manager',
      'SEO Specialist',
      'Social Media Manager',
      'Marketing Director',
    ],
  },
  {
    group: 'Finance',
    titles: [
      'Accountant',
      'Financial Analyst',
      'Investment Analyst',
      'Auditor',
      'Controller',
      'Finance Manager',
      'Treasury Analyst',
      'Chief Financial Officer',
    ],
  },
  {
    group: 'Software',
    titles: [
      'Software Engineer',
      'Frontend Developer',
      'Backend Developer',
      'Full Stack Developer',
      'Mobile Developer',
      'DevOps Engineer',
      'Data Scientist',
      'Data Engineer',
      'QA Engineer',
      'Product Manager',
      'Engineering Manager',
    ],
  },
  {
    group: 'Sales',
    titles: [
      'Sales Representative',
      'Sales Development Representative',
      'Account Executive',
      'Account Manager',
      'Customer Success Manager',
      'Business Development Manager',
      'Sales Manager',
      'Sales Director',
    ],
  },
] as const;

export type JobTitle = (typeof jobTitleGroups)[number]['titles'][number];
export const jobTitles: readonly JobTitle[] = jobTitleGroups.flatMap((g) => g.titles);

export const industries = [
  'Accounting',
  'Advertising & Marketing',
  'Aerospace & Defense',
  'Agriculture',
  'Automotive',
  'Banking & Financial Services',
  'Biotechnology',
  'Construction',
  'Consulting',
  'Consumer Goods',
  'Education',
  'Energy & Utilities',
  'Entertainment & Media',
  'Government & Public Sector',
  'Healthcare',
  'Hospitality & Tourism',
  'Human Resources & Staffing',
  'Information Technology',
  'Insurance',
  'Legal',
  'Logistics & Transportation',
  'Manufacturing',
  'Non-profit',
  'Pharmaceuticals',
  'Real Estate',
  'Retail & E-commerce',
  'Software',
  'Telecommunications',
  'Other',
] as const;
export type Industry = (typeof industries)[number];

export const companySizes = [
  'Self-employed',
  '1-10 employees',
  '11-50 employees',
  '51-200 employees',
  '201-500 employees',
  '501-1,000 employees',
  '1,001-5,000 employees',
  '5,001-10,000 employees',
  '10,001+ employees',
] as const;
export type CompanySize = (typeof companySizes)[number];
