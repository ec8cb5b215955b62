import { LineIcon } from '../../../components/ui/line-icon';

interface CarouselControlsProps {
  titles: string[];
  index: number;
  playing: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
  onTogglePlay: () => void;
}

const ROUND =
  'inline-flex size-10 items-center justify-center rounded-full border border-white/25 bg-graphite-950/60 ' +
  'text-white backdrop-blur-sm hover:border-white/60 hover:bg-graphite-950/80';

/** The controls' icons: slightly heavier strokes, to read over any slide. */
function Icon({ d }: { d: string }) {
  return <LineIcon d={d} strokeWidth={2.2} round />;
}

/** Previous/next, one dot per slide, and pause/play (WCAG 2.2.2: moving content can be stopped). */
export function CarouselControls(props: CarouselControlsProps) {
  const { titles, index, playing } = props;
  return (
    <div className="absolute inset-x-0 bottom-0 z-10">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 pb-5 sm:px-6">
        <button type="button" className={ROUND} aria-label="Previous slide" onClick={props.onPrevious}>
          <Icon d="M15 6l-6 6 6 6" />
        </button>
        <button type="button" className={ROUND} aria-label="Next slide" onClick={props.onNext}>
          <Icon d="M9 6l6 6-6 6" />
        </button>
        <button
          type="button"
          className={ROUND}
          aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
          onClick={props.onTogglePlay}
        >
          <Icon d={playing ? 'M9 6v12M15 6v12' : 'M8 5.5v13l11-6.5z'} />
        </button>
        <ul className="ml-2 flex items-center gap-1">
          {titles.map((title, dot) => (
            <li key={title}>
              <button
                type="button"
                aria-label={`Show slide ${dot + 1}: ${title}`}
                aria-current={dot === index ? 'true' : undefined}
                onClick={() => props.onSelect(dot)}
                className="group flex h-10 items-center px-1"
              >
                <span
                  className={`block h-1.5 rounded-full transition-all ${
                    dot === index ? 'w-8 bg-accent-500' : 'w-4 bg-white/50 group-hover:bg-white/80'
                  }`}
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
