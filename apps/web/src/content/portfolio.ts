export interface PortfolioEducation {
  degree: string;
  school: string;
  years: string;
}

export interface PortfolioSkillGroup {
  group: string;
  items: string[];
}

export interface PortfolioProject {
  name: string;
  description: string;
  tech: string[];
}

export interface PortfolioAddress {
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface PortfolioContact {
  email: string;
  phone: string;
  links: { label: string; href: string }[];
}

export interface Portfolio {
  name: string;
  title: string;
  summary: string;
  address: PortfolioAddress;
  contact: PortfolioContact;
  education: PortfolioEducation[];
  skills: PortfolioSkillGroup[];
  projects: PortfolioProject[];
}

export const portfolio: Portfolio = {
  name: 'Maya Okafor',
  title: 'Founding Web Developer, Partsmith',
  summary:
    'Full-stack web developer with nine years of experience building commerce and operations software for manufacturing businesses. I designed and built the Partsmith shop from the first commit: catalogue, ordering, card payments, order tracking and the admin tools behind them. I care about fast, accessible interfaces, type-safe APIs and software that the people on the shop floor actually enjoy using.',
  address: {
    street: '1420 Foundry Lane, Suite 3B',
    city: 'Pittsburgh',
    region: 'PA',
    postalCode: '15222',
    country: 'United States',
  },
  contact: {
    email: 'maya.okafor@example.com',
    phone: '+1 (412) 555-0147',
    links: [
      { label: 'GitHub', href: 'github.com/mayaokafor-dev' },
      { label: 'LinkedIn', href: 'linkedin.com/in/maya-okafor-dev' },
      { label: 'Website', href: 'mayaokafor.example.com' },
    ],
  },
  education: [
    {
      degree: 'M.S. in Computer Science',
      school: 'Carnegie Valley Institute of Technology',
      years: '2014 – 2016',
    },
    {
      degree: 'B.S. in Mechanical Engineering',
      school: 'Three Rivers State University',
      years: '2010 – 2014',
    },
  ],
  skills: [
    {
      group: 'Frontend',
      items: [
        'React',
        'TypeScript',
        'TanStack Router & Query',
        'Tailwind CSS',
        'Accessibility (WCAG 2.2)',
        'Vite',
      ],
    },
    {
      group: 'Backend',
      items: ['Node.js', 'tRPC', 'PostgreSQL', 'Drizzle ORM', 'REST API design', 'Stripe payments'],
    },
    {
      group: 'Tooling',
      items: ['pnpm & Turborepo', 'Biome', 'Vitest', 'Playwright', 'GitHub Actions', 'Docker'],
    },
    {
      group: 'Practices',
      items: ['Test-driven development', 'Code review', 'Performance profiling', 'Technical writing'],
    },
  ],
  projects: [
    {
      name: 'Partsmith',
      description:
        'The online shop for precision metal tool parts. Customers browse the parts with their per-part minimum order quantities, order, pay by card and follow each order until it ships, while admins restock, ship, refund and answer messages in the same app. Built as a type-safe monorepo with a shared contract package, server-side validation and end-to-end tests for every checkout path.',
      tech: ['React', 'TypeScript', 'tRPC', 'PostgreSQL', 'Drizzle ORM', 'Playwright'],
    },
    {
      name: 'StockBench Inventory Dashboard',
      description:
        'A real-time inventory dashboard for a network of sub-centre shops. It shows stock levels per location, highlights parts that fall below their reorder point and suggests transfers between shops before placing new supplier orders. Reduced stock-outs on fast-moving fasteners by roughly a third in its first year.',
      tech: ['React', 'TanStack Query', 'Node.js', 'PostgreSQL', 'Server-Sent Events', 'Chart.js'],
    },
    {
      name: 'SpindleQueue CNC Job Scheduler',
      description:
        'A scheduling tool for a small machining workshop that assigns jobs to lathes and milling machines based on tooling, material and due date. Operators see their queue on a shop-floor tablet, report setup and cycle times, and the planner gets a drag-and-drop timeline that recalculates delivery estimates as jobs move.',
      tech: ['TypeScript', 'React', 'Fastify', 'SQLite', 'Web Workers', 'Vitest'],
    },
    {
      name: 'Thread Gauge Reference',
      description:
        'An open-source, offline-first reference app for metric and imperial thread pitches, tap drill sizes and tolerance classes. Designed for one-handed use on a phone in a workshop, it loads instantly and works without a network connection.',
      tech: ['Preact', 'TypeScript', 'Service Workers', 'IndexedDB'],
    },
  ],
};
