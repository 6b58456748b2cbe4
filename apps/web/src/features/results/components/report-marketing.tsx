import { BriefcaseBusiness, FileSearch, LayoutTemplate, SpellCheck } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

const checks = [
  {
    icon: LayoutTemplate,
    title: 'Reads your layout, not just your words',
    text: 'Each page is rebuilt line by line — columns, headings, bullets and margins — so every mistake is boxed exactly where it sits.',
  },
  {
    icon: FileSearch,
    title: 'Content recruiters look for',
    text: 'Missing sections and contact details, bullets without a measurable result, weak opening verbs, passive voice and entries without a job title.',
  },
  {
    icon: BriefcaseBusiness,
    title: 'Format that survives the six-second scan',
    text: 'Lines off the margin, uneven spacing between sections, mixed fonts and sizes, stray bullet glyphs and dates that do not line up.',
  },
  {
    icon: SpellCheck,
    title: 'Writing that reads clean',
    text: 'Spelling and grammar, words you lean on too often and tired phrases, each with a plainer alternative.',
  },
];

/** 'The power behind the report' (SPEC 'Results'): what is checked and how grades add up. */
export function ReportPower() {
  return (
    <section aria-labelledby="power-title" className="py-20">
      <Container>
        <h2 id="power-title" className="text-center text-h2 font-bold">
          The power behind the report
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-ink-muted">
          Your grades come from checks that read a resume the way recruiters and applicant tracking
          systems do.
        </p>
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {checks.map((check) => (
            <li
              key={check.title}
              className="rounded-card border border-line bg-white p-6 shadow-card"
            >
              <span className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <check.icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-5 text-h3 font-semibold">{check.title}</h3>
              <p className="mt-2 text-ink-muted">{check.text}</p>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-10 max-w-3xl text-center text-ink-muted">
          Each area starts at 100 and loses points for every mistake, with a cap per kind of mistake
          so one habit cannot sink a grade on its own. Your Final Grade weighs content at 45%,
          writing at 30% and format at 25%.
        </p>
      </Container>
    </section>
  );
}

const figures = [
  { value: '30,000+', label: 'candidates in our pool' },
  { value: '200+', label: 'candidates placed' },
  { value: '$0', label: 'upfront for employers' },
];

/** 'The recruiting approach' (SPEC 'Results'), leading to the hiring page. */
export function RecruitingApproach() {
  return (
    <section aria-labelledby="recruiting-title" className="bg-surface-muted py-20">
      <Container className="grid items-center gap-12 lg:grid-cols-2">
        <div className="space-y-5">
          <h2 id="recruiting-title" className="text-h2 font-bold">
            The recruiting approach
          </h2>
          <p className="text-lg text-ink-muted">
            ResumeGrader also places candidates with employers across the United States and Western
            Europe. Employers pay only when they hire — a share of the first-year salary, never an
            upfront fee — so our recruiters put forward people they believe in.
          </p>
          <p className="text-lg text-ink-muted">
            A clear, well-graded resume is what gets you noticed in that pool. If you opted in to
            hear about opportunities with our clients, working through your suggestions puts your
            best version in front of our recruiters.
          </p>
          <ButtonLink to="/hiring" variant="outline" size="lg">
            See how we hire
          </ButtonLink>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3">
          {figures.map((figure) => (
            <li
              key={figure.label}
              className="rounded-card border border-line bg-white p-6 text-center shadow-card"
            >
              <p className="text-h2 font-extrabold text-brand-700">{figure.value}</p>
              <p className="mt-1 text-ink-muted">{figure.label}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
