import facebook from '../../assets/social/facebook.svg';
import github from '../../assets/social/github.svg';
import google from '../../assets/social/google.svg';
import twitter from '../../assets/social/twitter.svg';
import whatsapp from '../../assets/social/whatsapp.svg';

/**
 * The spec's five social marks, as files of our own: nothing fetched from another host, and their paths stay out
 * of the JavaScript every page loads. Each is filled with the footer's text colour (graphite-300). The spec shows
 * no link targets, so they are labelled images, not links.
 */
const ICONS = [
  { label: 'GitHub', src: github },
  { label: 'Facebook', src: facebook },
  { label: 'Google', src: google },
  { label: 'WhatsApp', src: whatsapp },
  { label: 'Twitter', src: twitter },
] as const;

export function SocialIcons() {
  return (
    <ul className="flex items-center gap-4">
      {ICONS.map((icon) => (
        <li key={icon.label}>
          <img src={icon.src} alt={icon.label} width={20} height={20} loading="lazy" className="size-5" />
        </li>
      ))}
    </ul>
  );
}
