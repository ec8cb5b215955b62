import { slides } from '../../../content/home';
import { CarouselControls } from './carousel-controls';
import { SLIDE_HEIGHT, SLIDE_IMAGES, SLIDE_WIDTH } from './slide-images';
import { useCarousel } from './use-carousel';

/**
 * The spec's banner: three captioned slides. Slides are stacked and cross-fade, so none is clipped out of view and
 * the lazily loaded images 2 and 3 are ready before their turn; only the first is fetched eagerly.
 */
export function HeroCarousel() {
  const carousel = useCarousel(slides.length);
  const fade = carousel.reducedMotion ? '' : 'transition-opacity duration-700 ease-out';
  // The outgoing caption clears quickly and the new one follows, so two headlines never overlap mid-fade.
  const captionIn = carousel.reducedMotion ? '' : 'transition duration-500 delay-300';
  const captionOut = carousel.reducedMotion ? '' : 'transition duration-150 translate-y-2';

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="relative isolate h-[26rem] overflow-hidden bg-graphite-900 sm:h-[28rem] lg:h-[32rem]"
      {...carousel.regionProps}
    >
      <div aria-live={carousel.running ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          const active = index === carousel.index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group.
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-hidden={!active}
              inert={!active}
              className={`absolute inset-0 ${fade} ${active ? 'opacity-100' : 'opacity-0'}`}
            >
              <img
                src={SLIDE_IMAGES[index]}
                alt=""
                width={SLIDE_WIDTH}
                height={SLIDE_HEIGHT}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'low'}
                decoding="async"
                className="absolute inset-0 h-full w-full object-cover object-[75%_50%] md:object-right"
              />
              <div className="absolute inset-0 bg-linear-to-r from-graphite-900 via-graphite-900/85 to-transparent md:via-graphite-900/60" />
              <div className="relative mx-auto flex h-full max-w-6xl flex-col justify-center px-4 pb-16 sm:px-6">
                {/* The caption's own backdrop keeps its text at 4.5:1 or better over any picture, even pure white:
                    on a phone the text runs across the whole slide, past where the gradient fades out. */}
                <div
                  className={`max-w-md space-y-4 rounded-md bg-graphite-950/85 p-4 sm:p-5 lg:max-w-lg ${active ? `opacity-100 ${captionIn}` : `opacity-0 ${captionOut}`}`}
                >
                  <p className="text-xs font-semibold tracking-[0.2em] text-accent-100 uppercase">
                    Partsmith supply
                  </p>
                  <h2 className="text-3xl font-bold tracking-tight text-white sm:text-4xl lg:text-5xl">
                    {slide.title}
                  </h2>
                  <p className="text-base leading-relaxed text-graphite-200 sm:text-lg">{slide.caption}</p>
                </div>
              </div>
            </div>
          );
        })}
      </div>
      <CarouselControls
        titles={slides.map((slide) => slide.title)}
        index={carousel.index}
        playing={carousel.playing}
        onPrevious={carousel.previous}
        onNext={carousel.next}
        onSelect={carousel.goTo}
        onTogglePlay={() => carousel.setPlaying(!carousel.playing)}
      />
    </section>
  );
}
