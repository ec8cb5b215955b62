export interface HomeSlide {
  title: string;
  caption: string;
}

export interface HomeFaq {
  question: string;
  answer: string;
}

export interface HomeStat {
  label: string;
  value: string;
}

/** Captions for the home carousel; order matches assets/slides/slide-1.svg … slide-3.svg. */
export const slides: HomeSlide[] = [
  {
    title: 'Precision parts for every workshop',
    caption:
      'Wrenches, drill bits, calipers and thousands of spare parts, machined to tolerance and ready when your crew needs them.',
  },
  {
    title: 'Packed, palletised and on our own trucks',
    caption:
      'Gears, bearings and fasteners shipped in bulk with our own delivery fleet, so your order arrives on schedule and intact.',
  },
  {
    title: 'Machined to spec, built to last',
    caption:
      'From a single custom bushing to a full production run, our lathes and mills turn your drawings into parts you can rely on.',
  },
];

/** Questions for the "Ask a query" accordion. */
export const faqs: HomeFaq[] = [
  {
    question: 'What types of service do you offer?',
    answer:
      'You can order online through this website at any time, or place a manual order in person at the counter of our main office or any of our sub-centre shops. Both channels use the same catalogue, prices and stock levels.',
  },
  {
    question: 'Do you have your own delivery vehicles?',
    answer:
      'Yes. We run our own fleet of delivery vans and trucks, so we control pickup, handling and delivery times ourselves instead of relying on third-party couriers. You can follow your order’s status (paid, shipped) under My Orders in your dashboard.',
  },
  {
    question: 'Where are you located?',
    answer:
      'Our main office and central warehouse handle online orders and bulk shipments, and a network of sub-centre shops serves customers locally with counter sales and pickups. Write to us through the contact form on this page and we will tell you the nearest one and its opening hours.',
  },
  {
    question: 'What is the minimum order quantity?',
    answer:
      'There is no single minimum for the whole shop. Each part has its own minimum order quantity, depending on how it is packed and produced, and it is shown with the part in our parts list and on its order form, which will not let you order less than that amount.',
  },
  {
    question: 'Can I pay by card?',
    answer:
      'Yes. You place an online order first, then pay for it by credit or debit card from My Orders; cards are also accepted at the counter in every shop. Your order is prepared for dispatch as soon as the payment succeeds.',
  },
  {
    question: 'Can I cancel an order?',
    answer:
      'Orders that have not been paid yet can be cancelled at any time from My Orders. Once an order is paid, write to us through the contact form on this page and we will help as far as possible.',
  },
];

/** Marketing figures shown in the stats band. */
export const stats: HomeStat[] = [
  { label: 'Years of experience', value: '25+' },
  { label: 'Happy clients', value: '1,200+' },
  { label: 'Countries served worldwide', value: '30+' },
  { label: 'Positive feedback', value: '98%' },
  { label: 'Verified reviews', value: '4,800+' },
  { label: 'Deliveries completed', value: '60,000+' },
];
