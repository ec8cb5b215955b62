export interface DemoReview {
  reviewer: { name: string; email: string };
  rating: number;
  description: string;
}

/** Newest first; reviewers have no password, so nobody can sign in as them. */
export const demoReviews: DemoReview[] = [
  {
    reviewer: { name: 'Ruth Okafor', email: 'r.okafor@example.com' },
    rating: 5,
    description:
      'Ordered ten 6205-2RS bearings for a conveyor rebuild. Arrived next day, well packed, C3 clearance as listed. Will order again.',
  },
  {
    reviewer: { name: 'Tomasz Wierzbicki', email: 't.wierzbicki@example.com' },
    rating: 4,
    description:
      'The 12 mm end mills hold size well in 42CrMo4 and the coating is even. Knocked one star off because the tube labels smudge with coolant.',
  },
  {
    reviewer: { name: 'Dev Raman', email: 'd.raman@example.com' },
    rating: 5,
    description: 'Flange nuts fit our Makita and Bosch grinders. Good price per 25.',
  },
  {
    reviewer: { name: 'Claire Dubois', email: 'c.dubois@example.com' },
    rating: 3,
    description:
      'Tool post is well made and indexes cleanly, but I had to skim the base by 0.3 mm to get centre height on our old lathe. Check your compound before buying.',
  },
  {
    reviewer: { name: 'Sean Gallagher', email: 's.gallagher@example.com' },
    rating: 5,
    description:
      'We stock our service vans from here: bolts, taps, chisels. Invoices are clear, stock levels on the site are accurate and the minimum quantities make sense for trade.',
  },
  {
    reviewer: { name: 'Mei Lin Tan', email: 'm.tan@example.com' },
    rating: 4,
    description:
      'Vise jaw inserts were a straight swap on a 125 mm Record vise. Serrations are sharp; a soft jaw cover is worth having for finished parts.',
  },
];
