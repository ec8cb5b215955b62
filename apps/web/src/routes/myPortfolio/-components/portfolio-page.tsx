import { portfolio } from '../../../content/portfolio';
import { ContactCard } from './contact-card';
import { ResumeSection } from './resume-section';

/** The spec's portfolio: a static résumé (address, contact, education, skills, projects). */
export function PortfolioPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <title>{`${portfolio.name} · Portfolio · Partsmith`}</title>
      <header className="mb-10 rounded-md bg-graphite-900 p-8 text-white sm:p-10">
        <p className="text-sm font-semibold tracking-widest text-accent-500 uppercase">Portfolio</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{portfolio.name}</h1>
        <p className="mt-1 text-lg text-graphite-200">{portfolio.title}</p>
        <p className="mt-5 max-w-3xl leading-relaxed text-graphite-300">{portfolio.summary}</p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
        <ContactCard address={portfolio.address} contact={portfolio.contact} />
        <div className="min-w-0 space-y-8">
          <ResumeSection title="Education">
            <ul className="space-y-4">
              {portfolio.education.map((entry) => (
                <li key={entry.degree} className="flex flex-col justify-between gap-1 sm:flex-row">
                  <div>
                    <p className="font-semibold text-graphite-900">{entry.degree}</p>
                    <p className="text-graphite-600">{entry.school}</p>
                  </div>
                  <p className="text-sm whitespace-nowrap text-graphite-500">{entry.years}</p>
                </li>
              ))}
            </ul>
          </ResumeSection>
          <ResumeSection title="Skills">
            <dl className="grid gap-5 sm:grid-cols-2">
              {portfolio.skills.map((group) => (
                <div key={group.group}>
                  <dt className="mb-2 text-sm font-semibold text-graphite-900">{group.group}</dt>
                  <dd>
                    <ul className="flex flex-wrap gap-2">
                      {group.items.map((skill) => (
                        <li
                          key={skill}
                          className="rounded-md bg-graphite-100 px-2.5 py-1 text-sm text-graphite-700"
                        >
                          {skill}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ))}
            </dl>
          </ResumeSection>
          <ResumeSection title="Projects">
            <ul className="space-y-6">
              {portfolio.projects.map((project) => (
                <li key={project.name} className="border-l-4 border-accent-500 pl-4">
                  <h3 className="font-semibold text-graphite-900">{project.name}</h3>
                  <p className="mt-1 leading-relaxed text-graphite-700">{project.description}</p>
                  <p className="mt-2 text-sm text-graphite-500">
                    <span className="sr-only">Built with: </span>
                    {project.tech.join(' · ')}
                  </p>
                </li>
              ))}
            </ul>
          </ResumeSection>
        </div>
      </div>
    </div>
  );
}
