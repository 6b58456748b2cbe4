// Resumes printed by Chromium from HTML and CSS, with one defect at a known place, for
// `npm run bench:seeded`: a second source beside generate.ts (pdf-lib, standard fonts), so
// the grader also meets embedded subset fonts, list markers drawn as shapes and a browser's
// layout. Every file is drawn from a seeded random stream: same seed, same HTML.
import { PDFDocument } from 'pdf-lib';
import { type Browser, chromium, type Page } from 'playwright-core';
import { random, type Seeded } from './generate.ts';

export type HtmlDefectKind =
  | 'misaligned-bullet'
  | 'misaligned-wrap'
  | 'misaligned-paragraph'
  | 'agreement'
  | 'spelling'
  | 'bullet-glyph';

export const htmlDefectKinds: readonly HtmlDefectKind[] = [
  'misaligned-bullet',
  'misaligned-wrap',
  'misaligned-paragraph',
  'agreement',
  'spelling',
  'bullet-glyph',
];

/** A Seeded whose defect may also be a kind only this generator makes. */
export type HtmlSeeded = Omit<Seeded, 'defect'> & {
  defect: { kind: HtmlDefectKind; key: string } | null;
};

export interface HtmlGenerator {
  generate(seed: number, defect: HtmlDefectKind | null): Promise<HtmlSeeded>;
  close(): Promise<void>;
}

interface Field {
  /** Newest role first. */
  titles: readonly string[];
  employers: readonly string[];
  degree: string;
  /** Sentences of the summary, in order; as many are used as make three or four lines. */
  summary: readonly string[];
  /** Strong, measured bullets, a verb first; each used at most once per resume. */
  bullets: readonly string[];
  /**
   * One bullet per agreement form, the error in brackets: a plural subject with a singular
   * verb, a singular subject with a plural verb, the error across a prepositional phrase,
   * a collective noun with a plural verb.
   */
  agreement: readonly [string, string, string, string];
  /** Bullets with one word in braces, which the spelling defect misspells. */
  slips: readonly string[];
  skills: readonly (readonly [string, string])[];
  certifications: readonly string[];
}

/**
 * Words a naive spell checker fails on (reportable, subledger, IEPs, SKUs, Kubernetes ...)
 * and two-word terms ('load balancer', 'check in' as a verb) run through every field's
 * bullets, so clean controls test them too.
 */
const fields: Record<string, Field> = {
  nursing: {
    titles: ['Clinical Nurse Educator', 'Charge Nurse', 'Registered Nurse', 'Staff Nurse'],
    employers: [
      'Lakeshore General Hospital',
      "St. Brigid's Community Health",
      "Riverbend Children's Hospital",
      'Northgate Rehabilitation Center',
      'Harbor View Medical Center',
    ],
    degree: 'Bachelor of Science in Nursing',
    summary: [
      'Registered nurse with nine years of acute care in cardiac step-down, medical-surgical and emergency units.',
      'Known for calm charge shifts, careful medication safety work and a telehealth clinic that keeps heart patients at home.',
      'Precepts new graduates and teaches colleagues the practical side of pharmacokinetics, sepsis screening and fall prevention.',
      'Holds ACLS and PALS certification and leads a 30-bed unit on nights.',
      'Has worked every shift pattern, from eight-hour days to twelve-hour nights, in unionized hospitals.',
    ],
    bullets: [
      'Served as preceptor for 14 new graduate nurses, all of whom passed their 90-day competency review on the first attempt',
      'Launched a telehealth follow-up clinic that reached 320 heart failure patients in its first year and cut 30-day readmissions by 18%',
      'Taught a pharmacokinetics refresher on anticoagulant dosing to 45 nurses after an audit of heparin infusions',
      'Reduced patient falls on a 32-bed unit by 41% over twelve months by introducing hourly rounding and bed alarms at night',
      'Coordinated care for 6 to 8 post-operative patients per shift, including wound care, drains and early mobility',
      'Designed a diabetes teaching sheet on macronutrients and carbohydrate counting, now given to 600 patients a year',
      'Audited 1,200 medication administration records and traced 9 reportable events to two look-alike drug labels',
      'Rebuilt the unit onboarding checklist, shortening orientation for experienced hires from 12 shifts to 8',
      'Trained 60 colleagues to check in with sepsis-risk patients every two hours using a new early warning score, bringing time to antibiotics down by 47 minutes',
      'Triaged an average of 35 patients per twelve-hour shift in a 40-bed emergency department with a 4-hour target',
      'Cut central line infections to zero for 14 consecutive months by auditing dressing changes every week with the infection control team',
      'Led daily safety huddles for a team of 22 nurses and aides, escalating staffing gaps before each night shift',
      'Administered chemotherapy to 10 to 12 outpatients a day, monitoring vital signs and infusion reactions',
      'Introduced a bedside handover script that lowered missed handover items from 23% to 6% within one quarter',
      'Mentored 5 licensed practical nurses through bridging programs; 4 now work as registered nurses on the unit',
      'Called every discharged cardiac patient to follow up on medications within 48 hours, catching 27 dosing errors in one year before they reached a pharmacy',
      'Wrote 11 nursing procedures adopted across three hospitals, covering insulin infusions, restraints and blood transfusions',
      'Negotiated a float pool agreement with two neighboring units that filled 90% of last-minute sick calls',
      'Organized a pressure injury prevention campaign that lowered stage 2 injuries by 35% across four wards in six months, working with wound care nurses and physiotherapists',
      'Supervised 8 nursing students per term and graded their care plans against the college rubric',
      'Assessed 25 new admissions a week for delirium with the CAM tool, flagging 31% for early family involvement',
      'Planned the unit move to a new tower over one weekend, transferring 28 patients with no adverse events',
      'Simplified telemetry alarm settings with the cardiology nurse practitioners, halving nuisance alarms per patient without missing a single reportable rhythm',
    ],
    agreement: [
      'Restocked 14 crash carts each week because [the carts was] often short of airway supplies',
      'Rewrote the fall risk protocol after [the unit manager approve] a trial of low beds on 3 wards',
      'Cleared a backlog where [the list of pending discharges were] longer than 20 patients every morning',
      'Trained night staff in rapid response calls because [the team need] faster escalation for 40 beds',
    ],
    slips: [
      'Kept a shared {calendar} of 120 staff certifications so no license lapsed in three years',
      'Arranged interpreters to {accommodate} 30 languages spoken by patients on the unit',
      'Reviewed every fall that {occurred} on nights and cut repeat falls by 28% in one year',
      'Staffed a 10-bed rural ward as an {independent} nurse with a physician on call',
    ],
    skills: [
      ['Clinical', 'telemetry, IV therapy, wound care, sepsis screening, chemotherapy'],
      ['Systems', 'Epic, Cerner, telehealth platforms, Microsoft Office'],
      ['Languages', 'English (native), French (conversational)'],
    ],
    certifications: [
      'Advanced Cardiovascular Life Support (ACLS), 2024',
      'Pediatric Advanced Life Support (PALS), 2023',
      'Certified Medical-Surgical Registered Nurse, 2021',
    ],
  },
  accounting: {
    titles: [
      'Accounting Manager',
      'Senior Accountant',
      'Staff Accountant',
      'Accounts Payable Specialist',
    ],
    employers: [
      'Harbourview Foods',
      'Cedar Ridge Manufacturing',
      'Bluewater Property Group',
      'Alder & Finch LLP',
      'Meridian Outdoor Supply',
    ],
    degree: 'Bachelor of Commerce, Accounting',
    summary: [
      'Chartered professional accountant with eight years of month-end close, audit and reporting work in manufacturing and distribution.',
      'Known for shortening the close, cleaning up subledgers and writing reconciliations that auditors can follow.',
      'Comfortable with NetSuite, SAP and large Excel models, and with explaining variances to managers outside finance.',
      'Holds a CPA designation and a certificate in data analytics for finance.',
      'Works closely with auditors, tax advisers and operations managers in plain, numbers-first language.',
    ],
    bullets: [
      'Closed the monthly books in 5 working days instead of 9 by moving 40 bank reconciliations to a shared checklist',
      'Rebuilt the accruals schedule for 300 open purchase orders, cutting month-end adjustments by 70%',
      'Tied the fixed asset subledger to the general ledger for the first time in four years, clearing a $410K difference that the external auditors had raised in two prior audits',
      'Deduplicated a vendor master of 8,600 records, removing 1,150 duplicates that had caused $62K in double payments',
      'Prepared quarterly KPIs on cash conversion and days sales outstanding for the CFO and the board',
      'Led the year-end audit walkthrough for revenue and payables with a team of 6 auditors, closing with no material findings',
      'Identified 23 reportable payments for 1099 filing that the old process had missed over two tax years',
      'Automated intercompany eliminations across 7 entities in Excel and Power Query, saving 16 hours each close',
      'Negotiated early payment discounts with 35 suppliers worth $88K a year',
      'Trained 9 accounts payable clerks on three-way matching, lowering invoice exceptions from 14% to 4%',
      'Managed a $24M operating budget across 11 cost centers and explained monthly variances to department heads',
      'Implemented NetSuite for a 200-person distributor over eight months, migrating five years of history and mapping 1,400 accounts to a simpler chart of accounts with the controller',
      'Cut days sales outstanding from 52 to 38 by setting weekly calls to follow up with the 50 largest accounts',
      'Drafted the revenue recognition memo for ASC 606 adoption, which the audit partner accepted without changes',
      'Reconciled payroll to the ledger for 480 employees in three provinces every pay period',
      'Built a cash forecast model that predicted the 13-week balance within 3% for two consecutive years',
      'Designed approval limits for 60 budget holders, stopping unapproved spending above $5,000',
      'Supervised 4 staff accountants and reviewed 250 journal entries a month before posting',
      'Reduced the prepaid expense balance by $130K after tracing 90 stale items back to their contracts',
      'Coordinated sales tax filings in 14 states and recovered $47K in overpaid use tax during a voluntary review of three years of purchase invoices with the tax advisers',
      'Mapped 210 general ledger accounts to a new reporting structure for the parent company consolidation',
      'Recovered $95K of duplicate vendor credits by matching statements to the subledger each quarter, then wrote a monthly check that the payables team still runs today',
      'Introduced a close calendar in SharePoint with 140 tasks and owners, visible to the whole finance team',
    ],
    agreement: [
      'Rebuilt the bank feeds after [the reconciliations was] running two weeks late each quarter',
      'Cleared 300 aged invoices after [the controller approve] a write-off policy for balances under $50',
      'Reviewed supplier terms because [the list of open invoices were] growing by 80 items a month',
      'Hired two clerks after [the department want] the payables backlog cleared within 30 days',
    ],
    slips: [
      'Moved 12 legacy accounts into a {separate} ledger for the discontinued retail division',
      'Filed 36 {government} grant claims worth $1.4M with no amounts returned on review',
      'Kept {necessary} backup for 2,000 expense claims ahead of the annual audit',
      'Chased every suspense item {until} the balance reached zero for six straight closes',
    ],
    skills: [
      ['Accounting', 'month-end close, consolidation, accruals, fixed assets, ASC 606'],
      ['Systems', 'NetSuite, SAP, QuickBooks, Excel, Power Query, Power BI'],
      ['Languages', 'English (native), Spanish (professional)'],
    ],
    certifications: [
      'Chartered Professional Accountant (CPA), 2018',
      'Certificate in Data Analytics for Finance, 2022',
      'Advanced Excel for Financial Modeling, 2020',
    ],
  },
  teaching: {
    titles: [
      'Head of Mathematics',
      'Mathematics Teacher',
      'Science Teacher',
      'Long-Term Substitute Teacher',
    ],
    employers: [
      'Maple Grove Middle School',
      'Westbrook Secondary School',
      'Riverside Academy',
      'Oak Hollow Public School',
      'Lincoln Park High School',
    ],
    degree: 'Bachelor of Education',
    summary: [
      'Middle school mathematics teacher with ten years in public schools and three as head of department.',
      'Plans lessons from assessment data, writes clear IEPs and keeps families informed through short weekly notes.',
      'Leads teacher onboarding and upskilling in formative assessment for a staff of 40.',
      'Holds a teaching license with additional qualifications in special education and mathematics.',
      'Coaches basketball, runs the robotics club and speaks at district math nights each spring.',
    ],
    bullets: [
      'Raised the share of grade 8 students meeting the state math standard from 58% to 74% in two years',
      'Wrote and monitored IEPs for 22 students with learning disabilities, meeting every review deadline with families',
      'Planned a department upskilling program in formative assessment that 14 teachers completed over one school year',
      'Ran onboarding for 6 new teachers each fall, pairing each with a mentor and a weekly lesson walkthrough',
      'Built a data set of 3 years of unit test results that showed where fractions teaching lost students, and rewrote the grade 6 sequence with two colleagues as a result',
      'Taught 5 sections of grade 7 mathematics, about 140 students a year, with a pass rate of 93%',
      'Started a lunchtime robotics club that grew to 45 members and placed second at the regional competition',
      'Introduced a daily routine to check in with students on attendance plans, cutting chronic absence in the homeroom from 19% to 8%',
      'Coached the girls basketball team to its first league final in 11 years',
      'Designed 30 hands-on science labs using low-cost materials, keeping the department under its $6,000 budget',
      'Moderated report card comments for 600 students per term, returning edits to 25 teachers within three days',
      'Chaired the timetable committee that rebuilt the school day around 75-minute blocks for 900 students',
      'Led parent workshops on reading at home attended by 180 families over two years',
      'Translated the grade 9 curriculum into 36 weekly plans shared through Google Classroom with 4 colleagues',
      'Supported 12 English language learners with visual vocabulary cards; 10 of them reached grade-level reading within a year on the district benchmark assessment',
      'Organized a science fair for 320 students with 40 volunteer judges from local businesses',
      'Reviewed attendance and grades every two weeks to follow up with families of the 30 students most at risk of failing, keeping 26 of them on track to pass the year',
      'Mentored 3 student teachers from the local university, each of whom now teaches in the district',
      'Reduced behavior referrals in a grade 7 class by 60% with a seating plan and clear routines',
      'Presented a walkthrough of the new grading policy to 250 parents at the fall information evening',
      'Secured a $12,000 grant for classroom laptops from a community foundation',
      'Adapted 40 assessments for students with IEPs, adding read-aloud options and extended time',
      'Tracked reading levels for 90 students with running records three times a year and shared trends with the literacy coach, moving 15 students out of intervention by June',
    ],
    agreement: [
      'Rewrote the fractions unit because [the quiz scores was] falling for 3 terms in a row',
      'Extended the reading block after [the principal agree] to trial it with 4 classes',
      'Reorganized the library because [the set of class novels were] missing 60 copies',
      'Added a second planning period because [the department need] more time for 30 new IEPs',
    ],
    slips: [
      'Set up a shared {calendar} of 180 assessment dates across 9 classes to spread the workload',
      'Welcomed 140 families at the {beginning} of each year with a one-page course guide',
      'Rearranged the science lab to {accommodate} 2 students who use wheelchairs',
      'Guided 28 students through {independent} research projects for the regional science fair',
    ],
    skills: [
      ['Teaching', 'differentiated instruction, formative assessment, IEPs, co-teaching'],
      ['Tools', 'Google Classroom, Desmos, PowerSchool, SMART Board'],
      ['Languages', 'English (native), Spanish (intermediate)'],
    ],
    certifications: [
      'Additional Qualification: Special Education, Part 2, 2021',
      'Additional Qualification: Mathematics, Intermediate, 2019',
      'Standard First Aid and CPR, 2024',
    ],
  },
  logistics: {
    titles: [
      'Distribution Center Manager',
      'Operations Supervisor',
      'Inventory Planner',
      'Logistics Coordinator',
    ],
    employers: [
      'Northline Distribution',
      'Cascade Cold Chain',
      'Ironwood Freight',
      'Pinecrest Wholesale',
      'Summit Parcel Services',
    ],
    degree: 'Bachelor of Science in Supply Chain Management',
    summary: [
      'Logistics manager with eleven years in warehousing, cross-docking and regional freight for retail and e-commerce clients.',
      'Runs sites by a small set of KPIs that every shift can see, and fixes the process before adding people.',
      'Comfortable with Manhattan WMS, SAP and Excel models built from shipment data.',
      'Certified in production and inventory management and trained as a forklift safety instructor.',
      'Has opened two new sites and closed one without missing a customer shipment.',
    ],
    bullets: [
      'Ran a 220,000 square foot distribution center with 140 staff across three shifts, shipping 18,000 orders a day at peak',
      'Cut mis-picks from 0.9% to 0.2% by re-slotting 4,000 SKUs by velocity and adding scan checks at packing',
      'Launched cross-docking for 12 inbound carriers, moving 35% of pallets straight to outbound lanes within four hours',
      'Mapped delivery zones with geospatial data from 60,000 addresses, trimming average route length by 11%',
      'Set weekly KPIs on dock-to-stock time, order accuracy and overtime, and posted them on every shift board',
      'Opened an e-commerce fulfillment line that packed 2,500 parcels a day within six weeks of the contract signing',
      'Negotiated rates with 9 regional carriers, saving $640K a year on less-than-truckload freight',
      'Cleaned a data set of 3 years of shipments to build a demand forecast that lowered safety stock by $1.1M while keeping the fill rate above 98%, working with finance and purchasing',
      'Reduced dock wait times from 95 to 30 minutes with an appointment system and a faster way for drivers to check in at the gate',
      'Trained 60 forklift operators to the new safety standard, reaching 400 days without a lost-time injury',
      'Consolidated two warehouses into one over a weekend, moving 7,500 pallets with no missed customer orders',
      'Audited cycle counts for 12,000 locations each quarter, raising inventory accuracy to 99.6%',
      'Introduced returns grading at the receiving dock, putting 70% of returned stock back on shelves within 48 hours',
      'Planned peak season staffing for 300 temporary workers, with onboarding done in a single four-hour session',
      'Scheduled 45 outbound trailers a day across 6 lanes, keeping on-time departures at 97%',
      'Built a slotting model in Excel that reduced picker travel distance by 22% across 18 aisles',
      'Tracked 1,200 inbound containers a year from port to warehouse and warned buyers of delays before stock ran out, which cut expedited freight spend by $210K in the first year',
      'Supervised 35 associates on the night shift, lowering overtime hours by 26% in one year',
      'Rolled out handheld scanners to 120 users and rewrote 14 standard operating procedures for receiving',
      'Managed a $9M freight budget and reported monthly variances to the regional director',
      'Partnered with 4 key suppliers to follow up on late advance shipping notices, raising on-time notices from 61% to 93% over eight months of weekly calls with their planners',
      'Designed a cold chain checklist for 30 refrigerated trailers that passed two food safety audits without a single finding',
      'Shortened carrier invoice disputes from 40 days to 12 by matching every freight bill to its proof of delivery',
    ],
    agreement: [
      'Re-slotted the fast movers after [the pallets was] blocking two aisles every morning',
      'Added a Sunday shift once [the regional director approve] overtime for 20 pickers',
      'Rebuilt the receiving plan because [the stack of unmatched receipts were] holding up 90 invoices',
      'Opened a second dock door because [the night crew need] 40 more minutes per trailer',
    ],
    slips: [
      'Stored hazardous goods in a {separate} cage that passed 4 fire inspections',
      'Held daily calls with carriers {until} late shipments fell below 2%',
      'Logged every damage claim that {occurred} in transit and recovered $85K from carriers',
      'Shipped relief supplies under a {government} contract covering 14 shelters',
    ],
    skills: [
      ['Operations', 'warehouse layout, slotting, cross-docking, cycle counting, labor planning'],
      ['Systems', 'Manhattan WMS, SAP, Excel, Power BI, route planning software'],
      ['Languages', 'English (native), Polish (fluent)'],
    ],
    certifications: [
      'Certified in Production and Inventory Management (CPIM), 2020',
      'Forklift Safety Instructor, 2022',
      'Lean Six Sigma Green Belt, 2019',
    ],
  },
  sales: {
    titles: [
      'Regional Sales Manager',
      'Senior Account Executive',
      'Account Executive',
      'Sales Development Representative',
    ],
    employers: [
      'Brightline Office Supply',
      'Kestrel Software',
      'Greenfield Home Goods',
      'Atlas Medical Devices',
      'Clearwater Beverages',
    ],
    degree: 'Bachelor of Business Administration, Marketing',
    summary: [
      'Business-to-business sales leader with nine years of quota-carrying work in office supply, software and medical devices.',
      'Builds territories from a clean pipeline, coaches sellers on discovery and keeps large accounts through regular business reviews.',
      'Reached at least 110% of quota in seven of the last eight years.',
      'Comfortable with Salesforce, HubSpot and omnichannel retail programs.',
      'Has hired and coached eleven sellers, four of whom now manage territories of their own.',
    ],
    bullets: [
      'Grew regional revenue from $8.2M to $11.6M in two years by opening 40 new dealer accounts',
      'Closed the largest deal in company history, a $2.3M three-year contract with a hospital group',
      'Designed an omnichannel promotion across 120 stores and the e-commerce site that lifted spring sales by 14%, with marketing and store operations sharing one plan of offers',
      'Built a call plan to follow up on every trade show lead within two days, converting 19% of them into demos',
      'Ran onboarding for 11 new account executives, who reached full quota in 5 months instead of 8',
      'Led an upskilling series on discovery calls for 25 sellers, raising average deal size by 17%',
      'Set weekly KPIs for calls, demos and proposals that the whole team of 12 could see on one dashboard',
      'Exceeded annual quota for 4 straight years, peaking at 138% of a $3.1M target',
      'Negotiated renewal terms with 60 key accounts, keeping gross retention at 95%',
      'Booked 210 qualified meetings in one year through cold calls and personal emails to operations leaders',
      'Won back 14 lapsed customers worth $900K a year by offering quarterly business reviews and a named support contact, after interviewing each one about why they left',
      'Trained 300 retail staff on a new product line in four weeks, lifting attach rates from 9% to 21%',
      'Cut the sales cycle for mid-market deals from 96 to 61 days by introducing mutual action plans',
      'Forecast the quarterly pipeline within 5% for six quarters running, using Salesforce stage data',
      'Partnered with product managers to launch 3 bundles that produced $1.4M in first-year revenue',
      'Mentored 4 sales development representatives, three of whom moved into closing roles within a year',
      'Expanded into 2 new territories, signing 28 distributors and adding $2.7M in pipeline within nine months, while keeping existing accounts above their prior-year volume',
      'Presented pricing proposals to buying committees of up to 9 people at national retail chains',
      'Rebuilt the territory map from 8 to 10 regions, balancing account potential within 10% between sellers',
      'Organized a customer advisory board of 15 clients whose feedback shaped the next two product releases',
      'Secured shelf placement in 340 grocery stores for a new sparkling water line in its launch year',
      'Lowered discounting from an average of 18% to 11% by requiring manager review above a set threshold',
      'Cleaned 14,000 CRM records and merged duplicates so each account had one owner and one history, which raised forecast accuracy and ended commission disputes between sellers',
    ],
    agreement: [
      'Rebuilt the demo script because [the trial accounts was] converting at only 6%',
      'Signed 3 distributors after [the vice president approve] a lower opening price',
      'Cleaned the pipeline because [the value of stalled deals were] above $400K each quarter',
      'Added 2 inside sellers because [the team need] faster replies to 500 inbound leads a month',
    ],
    slips: [
      'Visited 80 accounts a quarter to {receive} feedback on the new ordering portal',
      'Closed 45 deals with schools and {government} agencies worth $3.2M in total',
      'Led the {successful} bid for a five-year supply contract with a state university',
      'Rewrote the quote template, {which} cut proposal turnaround from 5 days to 2',
    ],
    skills: [
      ['Sales', 'territory planning, discovery, negotiation, forecasting, key accounts'],
      ['Tools', 'Salesforce, HubSpot, Gong, LinkedIn Sales Navigator, Excel'],
      ['Languages', 'English (native), Portuguese (professional)'],
    ],
    certifications: [
      'Challenger Sales Training, 2021',
      'Salesforce Certified Administrator, 2020',
      'Negotiation Mastery, Harvard Business School Online, 2019',
    ],
  },
  software: {
    titles: [
      'Staff Software Engineer',
      'Senior Software Engineer',
      'Software Engineer',
      'Junior Developer',
    ],
    employers: [
      'Quillstone Systems',
      'Harborlight Maps',
      'Vantage Ledger',
      'Fernleaf Health Tech',
      'Copperline Games',
    ],
    degree: 'Bachelor of Science in Computer Science',
    summary: [
      'Backend engineer with eight years building services in Go and Python for mapping, billing and health products.',
      'Most at home with PostgreSQL, Kubernetes and the slow query or flaky deploy that nobody else has time to chase.',
      'Writes the design notes and onboarding guides that let new teammates ship in their first week.',
      'Enjoys pairing with junior developers and measuring every change before and after.',
      'Has carried a pager for six years and written most of the runbooks the team uses today.',
    ],
    bullets: [
      'Moved 35 services onto Kubernetes with autoscaling, lowering the monthly cloud bill by $48K',
      'Tuned PostgreSQL indexes and query plans for the orders database, cutting p95 read latency from 240 to 60 milliseconds',
      'Replaced a hand-configured load balancer with an infrastructure-as-code setup, ending 6 outages a year that manual edits had caused',
      'Traced a 9-minute build slowdown to linker flags in the C++ toolchain and brought full builds down to 3 minutes',
      'Built a geospatial search service over 40 million map points that answers nearby queries in under 50 milliseconds',
      'Deduplicated a customer data set of 12 million rows with fuzzy matching, merging 1.3 million records',
      'Wrote the onboarding guide and a codebase walkthrough that new engineers now finish in their first week',
      'Designed an event pipeline that processes 80,000 messages per second with exactly-once delivery to the billing system, working with the payments and data platform teams',
      'Led a team of 5 engineers that rebuilt the mobile checkout, raising conversion by 7%',
      'Cut test suite time from 40 to 12 minutes by running 2,000 integration tests in parallel containers',
      'Introduced feature flags across 20 services so teams could turn off a bad release in seconds',
      "Reviewed about 25 pull requests a week and wrote the team's code review checklist",
      'Migrated 2 terabytes of data from MySQL to PostgreSQL with 4 minutes of downtime on a Sunday morning',
      'Automated certificate renewal for 300 domains, removing a recurring cause of weekend pages',
      'Profiled the rendering loop of a tile map viewer and doubled its frame rate on mid-range phones',
      'Set up tracing for 50 services with OpenTelemetry, so on-call engineers find the failing hop in one query instead of reading logs from each service by hand',
      'Coached 3 junior developers through weekly pairing sessions; two now own services of their own',
      'Shipped an offline mode for the field app used by 6,000 inspectors, syncing changes when a signal returns',
      'Hardened the API against abuse with rate limits and request signing, blocking 2 million bad requests a day',
      'Rewrote a nightly batch job as a streaming service, so reports arrive 6 hours earlier',
      'Documented 14 runbooks for the database fleet and ran quarterly failover drills with the on-call rotation',
      'Partnered with the data science group to serve a fraud model at 3,000 predictions per second, with a shadow deployment that compared results against the old rules for a month',
      'Prototyped a route optimizer for delivery vans that shortened planned routes by 9% on a test set of 500 days',
    ],
    agreement: [
      'Rewrote the alerting rules because [the dashboards was] showing stale data for 20 minutes',
      'Split the monolith into 6 services after [the tech lead approve] a phased plan',
      'Added retries because [the queue of failed payments were] growing by 3,000 items a day',
      'Wrote a caching layer because [the platform team need] reads under 10 milliseconds for 50 services',
    ],
    slips: [
      'Rebuilt the test {environment} so 30 engineers could run the full suite on a laptop',
      'Split search indexing into a {separate} worker, cutting API memory use by 40%',
      'Added a check that fails the build {until} every migration has a rollback script',
      'Cut cold-start time by 70% by loading only the {necessary} modules at launch',
      'Wrote a style guide that {definitely} settled 3 years of formatting debates in code review',
    ],
    skills: [
      ['Languages', 'Go, Python, TypeScript, SQL, C++'],
      ['Infrastructure', 'Kubernetes, PostgreSQL, Kafka, Terraform, AWS, OpenTelemetry'],
      ['Practices', 'code review, incident response, design documents, pairing'],
    ],
    certifications: [
      'Certified Kubernetes Administrator (CKA), 2022',
      'AWS Certified Solutions Architect, Associate, 2021',
      'PostgreSQL Performance Tuning, 2020',
    ],
  },
  'medical billing': {
    titles: [
      'Revenue Cycle Supervisor',
      'Senior Medical Billing Specialist',
      'Medical Billing Specialist',
      'Patient Account Representative',
    ],
    employers: [
      'Pinewood Family Clinics',
      'Summit Orthopedic Group',
      'Bayside Imaging Centers',
      'Lakeside Pediatric Partners',
      'Redwood Dermatology Associates',
    ],
    degree: 'Associate of Applied Science in Health Information Technology',
    summary: [
      'Medical billing specialist with seven years in revenue cycle work for multi-site outpatient practices.',
      'Keeps denials low by fixing causes at registration and coding, and keeps receivables current through steady payer follow-up.',
      'Certified Professional Coder with daily use of Epic and payer portals.',
      'Trains front desk and business office staff in plain language.',
      'Comfortable with payer audits, appeals and the month-end numbers that practice owners ask about.',
    ],
    bullets: [
      'Lowered the claim denial rate from 12% to 4.5% for a 30-provider practice by fixing the top 10 denial reasons at the source',
      'Set up claims for telehealth visits across 4 states, including modifier rules that kept 2,400 claims a month from rejection',
      'Ran daily payment reconciliations for 8 clinics, matching $1.8M a month in deposits to remittance files',
      'Deduplicated 9,000 patient accounts after a system merger, preventing duplicate statements to 3,100 families',
      'Brought an aged receivables queue of 4,200 claims down to 900 within six months, recovering $760K that would otherwise have gone to write-off, with two part-time coders',
      'Called payers to follow up on 150 unpaid claims a week, keeping accounts over 90 days below 12%',
      'Coded 120 outpatient encounters a day in ICD-10 and CPT with a 97% accuracy score on external audits',
      'Built onboarding material for new hires in the business office that cut their time to full productivity from 10 weeks to 6',
      'Reported monthly KPIs on days in receivables, clean claim rate and patient collections to the practice owners',
      'Flagged 14 reportable overpayments to Medicare and returned them within the 60-day window',
      'Negotiated payment plans with 400 patients a year, collecting 82% of balances without sending accounts to an agency',
      'Appealed 260 denied claims in one year with a 71% overturn rate, recovering $310K',
      'Verified insurance eligibility for 90 patients a day two days before their visits',
      'Trained front desk staff at 6 locations to collect copays at check-in, raising point-of-service collections by 35%',
      'Cleaned up 1,100 unapplied payments left over from a practice management system change, posting each to the right visit and closing a $240K gap in the month-end balance',
      'Audited 300 charts per quarter against documentation rules and coached 12 providers on missing elements',
      'Processed workers compensation and auto injury claims for an orthopedic group collecting $22M a year',
      'Supervised 7 specialists and balanced work queues by payer and age every morning',
      'Updated the fee schedule for 2,800 procedure codes after comparing rates with 5 regional payers',
      'Introduced electronic remittance posting for 20 payers, saving 25 staff hours a week',
      'Answered 70 patient account calls a day with a first-call resolution rate of 88%',
      'Mapped every telehealth and in-person visit type to its payer rules, so schedulers could check in patients with the right coverage and the clinic stopped losing $9K a month',
      'Prepared the practice for a payer audit of 150 claims, which ended with no money owed',
    ],
    agreement: [
      'Rewrote the denial log after [the appeals was] missing their payer deadlines',
      'Changed the statement cycle after [the practice owner approve] a 30-day reminder',
      'Cleared a backlog where [the pile of unpaid claims were] older than 120 days',
      'Hired a coder because [the billing department want] same-day charge entry for 30 providers',
    ],
    slips: [
      'Chased remittances so 8 clinics {receive} payment within 21 days of each visit',
      'Reworked the billing {calendar} so 8 clinics close on the same day each month',
      'Refunded patient credits {which} had sat on accounts for over a year, returning $64K',
      'Completed the {necessary} payer enrollments for 12 new providers before their start dates',
    ],
    skills: [
      ['Billing', 'ICD-10, CPT, HCPCS, denial management, appeals, payment posting'],
      ['Systems', 'Epic, payer portals, clearinghouses, Excel'],
      ['Languages', 'English (native), Spanish (fluent)'],
    ],
    certifications: [
      'Certified Professional Coder (CPC), 2019',
      'Certified Revenue Cycle Representative, 2021',
      'HIPAA Privacy and Security Training, 2024',
    ],
  },
};

/** Volunteer work beside any field, without a defect. */
const volunteering: readonly Omit<Role, 'dates'>[] = [
  {
    title: 'Volunteer Tutor',
    employer: 'Eastside Literacy Council',
    place: 'Toronto, ON',
    bullets: [
      'Tutored 6 adult learners in reading every Saturday for two years; 4 passed their high school equivalency exams',
      'Recruited 12 new tutors through a library open house and trained them with the program coordinator',
    ],
  },
  {
    title: 'Board Treasurer',
    employer: 'Northside Community Garden',
    place: 'Chicago, IL',
    bullets: [
      'Kept the books for a $40K annual budget and presented quarterly statements to 9 board members',
      'Raised $18,000 for new garden beds through a spring plant sale and two local grants',
    ],
  },
  {
    title: 'Youth Soccer Coach',
    employer: 'Riverside Recreation League',
    place: 'Austin, TX',
    bullets: [
      'Coached a team of 14 players aged 10 to 12 through two seasons, with every player finishing both',
      'Arranged carpools and a weekly schedule for 30 families through a shared spreadsheet',
    ],
  },
];

/** The common misspellings the spelling defect makes, by the word they replace. */
const misspellings: Record<string, string> = {
  definitely: 'definately',
  occurred: 'occured',
  accommodate: 'accomodate',
  until: 'untill',
  receive: 'recieve',
  separate: 'seperate',
  which: 'wich',
  beginning: 'begining',
  government: 'goverment',
  successful: 'succesful',
  necessary: 'neccessary',
  independent: 'independant',
  environment: 'enviroment',
  calendar: 'calender',
};

const people = [
  'Adaeze Nwosu',
  'Marcus Bellamy',
  'Ingrid Solberg',
  'Rafael Quintero',
  'Leah Whitfield',
  'Dmitri Volkov',
  'Grace Tremblay',
  'Nikhil Raman',
  'Chloe Abernathy',
  'Samuel Osei',
  'Yuki Morimoto',
  'Fatima Zahra Benali',
];
/** Cities with phone numbers in their own format: realistic, invented, outside fiction ranges. */
const places: readonly (readonly [string, string])[] = [
  ['Toronto, ON', '+1 416 830 2'],
  ['Austin, TX', '+1 512 739 4'],
  ['Denver, CO', '+1 720 418 6'],
  ['Chicago, IL', '+1 312 846 5'],
  ['Halifax, NS', '+1 902 471 3'],
];
const mailHosts = ['fastmail.com', 'outlook.com', 'proton.me', 'gmail.com'];
const schools = [
  'University of Guelph',
  'Colorado State University',
  'Dalhousie University',
  'University of Illinois Chicago',
  'Texas State University',
];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const fonts = [
  { family: 'Liberation Serif', fallback: 'serif' },
  { family: 'Liberation Sans', fallback: 'sans-serif' },
  { family: 'DejaVu Sans', fallback: 'sans-serif' },
  { family: 'DejaVu Serif', fallback: 'serif' },
];
/** List markers: a CSS list-style (Chromium draws discs and squares as shapes, not text) or a ::before glyph. */
const listStyles = [
  { glyph: '•', marker: 'disc' },
  { glyph: '▪', marker: 'square' },
  { glyph: '–', marker: null },
  { glyph: '◦', marker: null },
  { glyph: '•', marker: null },
] as const;
const oddGlyphs = ['»', '›', '◦', '▪', '–', '•', '‣'];
const markerKeywords: Record<string, string> = { '•': 'disc', '◦': 'circle', '▪': 'square' };

const paper = {
  Letter: { width: 8.5, height: 11 },
  A4: { width: 8.27, height: 11.69 },
};

/**
 * Roles, line spacing (times the font size) and the pages allowed, tried in turn until the
 * resume fits: the fullest first, so a one-page resume is not half empty (the grader calls
 * under 350 words thin), then the other page count, two roles last.
 */
const spaced = (roles: number, spacings: number[], pages: number) =>
  spacings.map((spacing) => ({ roles, spacing, pages }));
const onePage = [...spaced(4, [1.25, 1.18], 1), ...spaced(3, [1.4, 1.32, 1.25, 1.18], 1)];
const twoPages = spaced(4, [1.55, 1.45, 1.38, 1.3, 1.22], 2);
const lastResort = spaced(2, [1.4, 1.32, 1.25, 1.18], 2);
/** A second page filled less than this is a spill-over, which the grader rightly reports. */
const minLastPageFill = 0.4;
/** Bullets at least this long wrap at any width and size here, so a shift has lines to move. */
const wrappingLength = 155;

const escape = (text: string) =>
  text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');

/** The first few words of a line: a key found by `includes` on the line the grader reads. */
const keyOf = (line: string, words: number) => line.split(' ').slice(0, words).join(' ');

/**
 * Each `[data-m]` element's printed lines, read from where the browser put each word. A
 * string, not a function, because the grader's tsconfig has no DOM types.
 */
const measureScript = `(() => {
  const out = {};
  for (const el of document.querySelectorAll('[data-m]')) {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const nodes = [];
    while (walker.nextNode()) nodes.push(walker.currentNode);
    // A word may span text nodes (a no-wrap span inside it): locate offsets in the whole.
    const locate = (offset, end) => {
      let start = 0;
      for (const node of nodes) {
        const length = node.data.length;
        if (end ? offset <= start + length : offset < start + length) return [node, offset - start];
        start += length;
      }
      throw new Error('offset outside the text');
    };
    const text = nodes.map((n) => n.data).join('');
    const lines = [];
    let top = -Infinity;
    // Pieces of words, as a hyphen is a place the browser may break ('medical-' 'surgical').
    for (const match of text.matchAll(/[^\\s-]*-+|[^\\s-]+/g)) {
      const range = document.createRange();
      range.setStart(...locate(match.index, false));
      range.setEnd(...locate(match.index + match[0].length, true));
      const rect = range.getClientRects()[0];
      const joined = match.index > 0 && text[match.index - 1] === '-';
      if (rect.top > top + 2) lines.push('');
      else if (!joined) lines[lines.length - 1] += ' ';
      top = Math.max(top, rect.top);
      lines[lines.length - 1] += match[0];
    }
    out[el.dataset.m] = lines;
  }
  return out;
})()`;

interface Role {
  title: string;
  employer: string;
  place: string;
  dates: string;
  bullets: string[];
}

/** Everything a resume says and how it looks, drawn from the seed; the lines come later. */
interface Resume {
  name: string;
  contact: string[];
  tagline: string;
  summary: readonly string[];
  roles: Role[];
  education: { degree: string; school: string; dates: string };
  skills: readonly (readonly [string, string])[];
  certifications: readonly string[];
  /** A volunteer entry, on resumes meant to run to two pages. */
  volunteering: Role | null;
  style: {
    font: { family: string; fallback: string };
    size: number;
    spacing: number;
    margin: number;
    paper: keyof typeof paper;
    heading: 'rule' | 'bold' | 'small-caps';
    dates: 'flex' | 'float';
    header: 'centered' | 'left' | 'split';
    roleHead: 'title-first' | 'company-first';
    list: (typeof listStyles)[number];
    indent: number;
    listIndent: number;
    itemGap: number;
  };
  headings: { summary: string; experience: string; skills: string };
  /** The defect's bullet, by role and place in the role; never a role's first bullet. */
  target: { role: number; bullet: number };
  /** The side a misalignment moves to, and how far as a share of its kind's range. */
  shift: { sign: number; share: number };
  /** Where a misaligned-paragraph defect indents the summary, as a share of its later lines. */
  paragraphLine: number;
  oddGlyph: string;
  /** The agreement error or misspelled word, kept on one line. */
  unbroken: string | null;
}

/** A shift of `low` to `high` points, to the side drawn with the resume. */
const shiftOf = (resume: Resume, low: number, high: number) =>
  resume.shift.sign * (low + resume.shift.share * (high - low));

/** The summary line a misaligned-paragraph defect indents: any but the first. */
const indentedLine = (resume: Resume, summary: string[]) =>
  1 + Math.floor(resume.paragraphLine * (summary.length - 1));

/**
 * Draws the resume. The stream is read in the same order whatever the layout, so trying a
 * tighter layout changes the spacing and the number of roles, not the person.
 */
function compose(
  seed: number,
  defect: HtmlDefectKind | null,
  layout: { spacing: number; roles: number },
  aimTwoPages: boolean,
): Resume {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const shuffled = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  next(); // the page aim, drawn by the caller from the same stream
  const style: Resume['style'] = {
    font: pick(fonts),
    size: pick([9.5, 10, 10.5, 11, 11.5]),
    spacing: layout.spacing,
    margin: pick([0.5, 0.6, 0.75, 0.85, 1]),
    paper: pick(['Letter', 'Letter', 'A4'] as const),
    heading: pick(['rule', 'bold', 'small-caps'] as const),
    dates: pick(['flex', 'float'] as const),
    header: pick(['centered', 'left', 'split'] as const),
    roleHead: pick(['title-first', 'company-first'] as const),
    list: pick(listStyles),
    indent: pick([12, 14, 16, 18]),
    listIndent: pick([0, 0, 6, 10]),
    itemGap: pick([0, 0, 1, 2]),
  };
  const field = pick(Object.values(fields));
  const name = pick(people);
  const [city, phone] = pick(places);
  const handle = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z ]/gu, '')
    .split(' ');
  const contact = [
    `${handle.join('.')}@${pick(mailHosts)}`,
    `${phone}${String(100 + Math.floor(next() * 900))}`,
    city,
    `linkedin.com/in/${handle.join('-')}`,
  ];

  const bullets = shuffled(field.bullets);
  const employers = shuffled(field.employers);
  const monthly = next() < 0.5;
  let start = 2019 + Math.floor(next() * 4);
  let end = 'Present';
  const allRoles: Role[] = field.titles.map((title, r) => {
    const month = Math.floor(next() * 12);
    const date = (year: number) => (monthly ? `${months[month]} ${year}` : String(year));
    const role: Role = {
      title,
      employer: employers[r] as string,
      place: next() < 0.7 ? city : pick(places)[0],
      dates: `${date(start)} – ${end}`,
      bullets: Array.from(
        // Four or five bullets where the resume needs the words, else three to five.
        {
          length:
            (aimTwoPages || r === 0 ? 4 : 3) +
            Math.floor(next() * (aimTwoPages || r === 0 ? 2 : 3)),
        },
        () => bullets.shift() ?? '',
      ),
    };
    end = date(start);
    start -= 2 + Math.floor(next() * 3);
    return role;
  });
  const graduated = start + 2;
  const roles = allRoles.slice(0, layout.roles);

  const targetRole = Math.floor(next() * roles.length);
  const inRole = roles[targetRole]?.bullets ?? [];
  const target = { role: targetRole, bullet: 1 + Math.floor(next() * (inRole.length - 1)) };
  const shift = { sign: next() < 0.5 ? -1 : 1, share: next() };
  const paragraphLine = next();
  const oddGlyph = pick(oddGlyphs.filter((g) => g !== style.list.glyph));
  // The four forms in turn, seed by seed.
  const agreement = field.agreement[seed % 4] as string;
  const slip = pick(field.slips);
  const volunteer = pick(volunteering);

  let unbroken: string | null = null;
  const current = inRole[target.bullet] ?? '';
  if (
    (defect === 'misaligned-bullet' || defect === 'misaligned-wrap') &&
    current.length < wrappingLength
  ) {
    // Swapped with a long bullet, unused or in another place, so it wraps.
    const long = [...bullets, ...roles.flatMap((r) => r.bullets)].find(
      (b) => b.length >= wrappingLength,
    );
    for (const role of roles) {
      const at = long ? role.bullets.indexOf(long) : -1;
      if (at >= 0) role.bullets[at] = current;
    }
    inRole[target.bullet] = long ?? current;
  }
  if (defect === 'agreement') {
    unbroken = /\[(.+)\]/u.exec(agreement)?.[1] ?? null;
    inRole[target.bullet] = agreement.replace(/[[\]]/gu, '');
  }
  if (defect === 'spelling') {
    const word = /\{(\w+)\}/u.exec(slip)?.[1] ?? '';
    unbroken = misspellings[word] ?? null;
    inRole[target.bullet] = slip.replace(`{${word}}`, unbroken ?? word);
  }

  return {
    name,
    contact,
    tagline: allRoles[0]?.title ?? '',
    summary: field.summary,
    roles,
    education: {
      degree: field.degree,
      school: pick(schools),
      dates: `${graduated - 4} – ${graduated}`,
    },
    skills: field.skills,
    certifications: aimTwoPages ? field.certifications : [],
    volunteering: aimTwoPages
      ? { ...volunteer, dates: `${graduated + 2} – ${graduated + 5}` }
      : null,
    style,
    headings: {
      summary: pick(['Summary', 'Profile', 'Professional Summary']),
      experience: pick(['Experience', 'Work Experience', 'Professional Experience']),
      skills: pick(['Skills', 'Core Skills', 'Skills and Tools']),
    },
    target,
    shift,
    paragraphLine,
    oddGlyph,
    unbroken,
  };
}

/** The stylesheet: one font, size and spacing, a heading style and a list style. */
function css(resume: Resume): string {
  const { style } = resume;
  const { width } = paper[style.paper];
  const headings = {
    rule: 'text-transform: uppercase; letter-spacing: 0.04em; border-bottom: 0.75pt solid #444; padding-bottom: 1.5pt;',
    bold: `font-size: ${style.size + 2}pt;`,
    'small-caps': `font-variant: small-caps; font-size: ${style.size + 1.5}pt; letter-spacing: 0.02em;`,
  }[style.heading];
  const list = style.list.marker
    ? `ul { list-style: ${style.list.marker} outside; padding-left: ${style.indent}pt; }`
    : `ul { list-style: none; padding-left: 0; }
       li { position: relative; padding-left: ${style.indent}pt; }
       li::before { content: '${style.list.glyph}'; position: absolute; left: ${style.indent / 4}pt; }
       li.odd::before { content: '${resume.oddGlyph}'; }`;
  return `
    body { margin: 0; color: #111; font-family: '${style.font.family}', ${style.font.fallback};
      font-size: ${style.size}pt; line-height: ${style.spacing}; }
    main { width: ${(width - 2 * style.margin) * 72}pt; position: relative; display: flow-root; }
    header { margin-bottom: 6pt; }
    header.centered { text-align: center; }
    header.split { display: flex; justify-content: space-between; align-items: flex-end; }
    header.split .contact { text-align: right; }
    h1 { font-size: ${style.size + 9}pt; line-height: 1.2; margin: 0; }
    .tagline { font-size: ${style.size + 1}pt; }
    h2 { font-size: ${style.size + 1}pt; margin: 10pt 0 4pt; break-after: avoid; ${headings} }
    p { margin: 0; }
    .row { display: flow-root; }
    .row.flex { display: flex; justify-content: space-between; gap: 12pt; }
    .row .right { float: right; white-space: nowrap; }
    .row.flex .right { float: none; }
    .detail { white-space: nowrap; }
    .role { margin-top: 6pt; break-inside: avoid; break-after: avoid; }
    .place { font-style: italic; }
    ul { margin: 2pt 0 0 ${style.listIndent}pt; }
    li { break-inside: avoid; }
    li + li { margin-top: ${style.itemGap}pt; }
    ${list}
    .ln { display: block; white-space: nowrap; }
  `;
}

/**
 * The HTML. Without `lines` it is the measuring draft: bullets and candidate summaries flow
 * freely, marked for measureScript. With them, every bullet and summary line is its own
 * no-wrap block, so the defect's line is known and a shift moves exactly that line.
 */
function html(
  resume: Resume,
  defect: HtmlDefectKind | null,
  lines?: Record<string, string[]>,
): string {
  const { style } = resume;
  const row = (left: string, right: string) =>
    style.dates === 'flex'
      ? `<div class="row flex"><span>${left}</span><span class="right">${right}</span></div>`
      : `<div class="row"><span class="right">${right}</span>${left}</div>`;
  const heading = (text: string) => `<h2>${escape(text)}</h2>`;
  const explicit = (spans: string[], shiftFrom = Infinity, shift = 0) =>
    spans
      .map((line, i) => {
        const margin = i >= shiftFrom ? ` style="margin-left: ${shift.toFixed(1)}pt"` : '';
        return `<span class="ln"${margin}>${escape(line)}</span>`;
      })
      .join('');
  /** The draft keeps the defect's words on one line, as the key needs. */
  const flowing = (text: string) => {
    const kept = resume.unbroken;
    if (!kept || !text.includes(kept)) return escape(text);
    const [before, after] = text.split(kept);
    return `${escape(before ?? '')}<span style="white-space: nowrap">${escape(kept)}</span>${escape(after ?? '')}`;
  };

  const summary = lines
    ? (() => {
        const own = lines.summary ?? [];
        const at = indentedLine(resume, own);
        // Indented, as a stray tab or space would.
        const indent = Math.abs(shiftOf(resume, 4, 12));
        return defect === 'misaligned-paragraph'
          ? `<p>${explicit(own.slice(0, at))}${explicit(own.slice(at, at + 1), 0, indent)}${explicit(own.slice(at + 1))}</p>`
          : `<p>${explicit(own)}</p>`;
      })()
    : resume.summary
        .map(
          (_, n) =>
            `<p data-m="summary-${n + 1}" style="position: absolute; left: 0; right: 0; top: 0; visibility: hidden">${escape(resume.summary.slice(0, n + 1).join(' '))}</p>`,
        )
        .join('');

  /** An entry: its title, place and dates, then its bullets; only roles carry the defect. */
  const entry = (role: Role, r: number) => {
    const items = role.bullets.map((text, b) => {
      const id = `b${r}-${b}`;
      const isTarget = r === resume.target.role && b === resume.target.bullet;
      let attributes = '';
      if (isTarget && defect === 'bullet-glyph') {
        // A marker as the browser writes it, glyph and space, or a shape by its keyword.
        const marker = markerKeywords[resume.oddGlyph] ?? `'${resume.oddGlyph} '`;
        attributes = style.list.marker ? ` style="list-style-type: ${marker}"` : ' class="odd"';
      }
      if (isTarget && defect === 'misaligned-bullet') {
        // The whole item, its marker and wrapped lines with it.
        attributes = ` style="position: relative; left: ${shiftOf(resume, 3, 12).toFixed(1)}pt"`;
      }
      if (!lines) return `<li data-m="${id}"${attributes}>${flowing(text)}</li>`;
      const own = lines[id] ?? [];
      const body =
        isTarget && defect === 'misaligned-wrap'
          ? explicit(own, 1, shiftOf(resume, 3, 8))
          : explicit(own);
      return `<li${attributes}>${body}</li>`;
    });
    const head =
      style.roleHead === 'title-first'
        ? `${row(`<b>${escape(role.title)}</b>, ${escape(role.employer)}`, role.dates)}<div class="place">${escape(role.place)}</div>`
        : `${row(`<b>${escape(role.employer)}</b>`, escape(role.place))}${row(`<i>${escape(role.title)}</i>`, role.dates)}`;
    return `<div class="role">${head}</div><ul>${items.join('')}</ul>`;
  };
  const volunteering = resume.volunteering
    ? `${heading('Volunteering')}${entry(resume.volunteering, resume.roles.length)}`
    : '';

  const separator = style.header === 'centered' ? ' | ' : ' · ';
  const contact =
    style.header === 'split'
      ? resume.contact.map((c) => `<div>${escape(c)}</div>`).join('')
      : // A long line wraps between the details, never inside an address.
        `<div>${resume.contact.map((c) => `<span class="detail">${escape(c)}</span>`).join(separator)}</div>`;
  const header =
    style.header === 'split'
      ? `<header class="split"><div><h1>${escape(resume.name)}</h1><div class="tagline">${escape(resume.tagline)}</div></div><div class="contact">${contact}</div></header>`
      : `<header class="${style.header}"><h1>${escape(resume.name)}</h1>${contact}</header>`;
  const certifications =
    resume.certifications.length > 0
      ? `${heading('Certifications')}${resume.certifications.map((c) => `<p>${escape(c)}</p>`).join('')}`
      : '';

  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${css(resume)}</style></head><body><main>
    ${header}
    ${heading(resume.headings.summary)}${summary}
    ${heading(resume.headings.experience)}${resume.roles.map(entry).join('')}
    ${volunteering}
    ${heading('Education')}${row(`<b>${escape(resume.education.degree)}</b>`, resume.education.dates)}<div>${escape(resume.education.school)}</div>
    ${heading(resume.headings.skills)}${resume.skills.map(([label, items]) => `<p><b>${escape(label)}:</b> ${escape(items)}</p>`).join('')}
    ${certifications}
  </main></body></html>`;
}

/** The defect's key: the first words of its line, lengthened until no other line has them. */
function defectKey(
  resume: Resume,
  defect: HtmlDefectKind,
  lines: Record<string, string[]>,
): string {
  // The printed lines: the draft's candidate summaries are not among them.
  const all = Object.entries(lines)
    .filter(([id]) => !id.startsWith('summary-'))
    .flatMap(([, printed]) => printed);
  const unique = (line: string) => {
    for (let words = 5; ; words++) {
      const key = keyOf(line, words);
      if (all.filter((l) => l.includes(key)).length === 1 || key === line) return key;
    }
  };
  if (defect === 'misaligned-paragraph') {
    const own = lines.summary ?? [];
    return unique(own[indentedLine(resume, own)] ?? '');
  }
  const own = lines[`b${resume.target.role}-${resume.target.bullet}`] ?? [];
  if (defect === 'misaligned-wrap') return unique(own[1] ?? '');
  if (defect === 'agreement' || defect === 'spelling') return resume.unbroken ?? '';
  return unique(own[0] ?? '');
}

async function print(page: Page, seed: number, defect: HtmlDefectKind | null): Promise<HtmlSeeded> {
  const aimTwoPages = random(seed)() < 0.5;
  const candidates = aimTwoPages
    ? [...twoPages, ...onePage, ...lastResort]
    : [...onePage, ...twoPages, ...lastResort];
  let printed: HtmlSeeded | null = null;
  for (const layout of candidates) {
    const resume = compose(seed, defect, layout, aimTwoPages);
    await page.setContent(html(resume, defect));
    const measured = await page.evaluate<Record<string, string[]>>(measureScript);
    // Three or four lines, the last not a lone word or two; else the first that fills three.
    const summaries = resume.summary.map((_, n) => measured[`summary-${n + 1}`] ?? []);
    const full = (s: string[]) => s.length >= 3 && s.length <= 4;
    measured.summary =
      summaries.find((s) => full(s) && (s.at(-1) ?? '').split(' ').length >= 4) ??
      summaries.find((s) => s.length >= 3) ??
      summaries.at(-1) ??
      [];
    const target = measured[`b${resume.target.role}-${resume.target.bullet}`] ?? [];
    if ((defect === 'misaligned-bullet' || defect === 'misaligned-wrap') && target.length < 2) {
      throw new Error(`seed ${seed}: the ${defect} bullet does not wrap`);
    }
    await page.setContent(html(resume, defect, measured));
    const { margin, paper: size } = resume.style;
    const height = await page.evaluate<number>(
      `document.querySelector('main').getBoundingClientRect().height`,
    );
    const pageHeight = (paper[size].height - 2 * margin) * 96;
    const fill = height / pageHeight;
    const inches = `${margin}in`;
    const bytes = await page.pdf({
      format: size,
      printBackground: true,
      margin: { top: inches, bottom: inches, left: inches, right: inches },
    });
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    printed = {
      name: `html-${String(seed).padStart(2, '0')}-${defect ?? 'clean'}`,
      bytes: new Uint8Array(bytes),
      pages,
      defect: defect && { kind: defect, key: defectKey(resume, defect, measured) },
    };
    if (pages === 1 || (pages === 2 && layout.pages === 2 && fill - 1 >= minLastPageFill)) break;
  }
  return printed as HtmlSeeded;
}

/** One browser for the whole run: starting Chromium costs far more than printing a page. */
export async function htmlGenerator(): Promise<HtmlGenerator> {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage();
  return {
    generate: (seed, defect) => print(page, seed, defect),
    close: () => browser.close(),
  };
}
