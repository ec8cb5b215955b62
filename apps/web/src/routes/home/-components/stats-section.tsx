import { stats } from '../../../content/home';

/** The spec's marketing claims: experience, clients, reach, feedback, reviews and deliveries. */
export function StatsSection() {
  return (
    <section aria-labelledby="stats-title" className="bg-graphite-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="stats-title" className="mb-10 text-center text-2xl font-bold tracking-wide sm:text-3xl">
          Why workshops choose Partsmith
        </h2>
        <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-md bg-graphite-700 sm:grid-cols-3">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col gap-1 bg-graphite-900 px-3 py-6 text-center sm:p-6"
            >
              <dt className="text-sm text-graphite-300">{stat.label}</dt>
              <dd className="order-first text-2xl font-bold text-accent-500 sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
