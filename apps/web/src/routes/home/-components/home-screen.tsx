import { ContactSection } from './contact-section';
import { FaqSection } from './faq-section';
import { HeroCarousel } from './hero-carousel';
import { LatestParts } from './latest-parts';
import { ReviewsSection } from './reviews-section';
import { StatsSection } from './stats-section';

/** The spec's home page, top to bottom: carousel, parts, reviews, stats, contact form, FAQ. */
export function HomeScreen() {
  return (
    <>
      <title>Partsmith · Metal tool parts in stock</title>
      <h1 className="sr-only">Partsmith: metal tool parts, in stock and shipped quickly</h1>
      <HeroCarousel />
      <LatestParts />
      <ReviewsSection />
      <StatsSection />
      <ContactSection />
      <FaqSection />
    </>
  );
}
