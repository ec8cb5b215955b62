import slide1 from '../../../assets/slides/slide-1.svg';
import slide2 from '../../../assets/slides/slide-2.svg';
import slide3 from '../../../assets/slides/slide-3.svg';

/** In the order of `slides` in content/home.ts. */
export const SLIDE_IMAGES = [slide1, slide2, slide3];

/** The artwork's intrinsic size, so the browser reserves the space before it loads. */
export const SLIDE_WIDTH = 1600;
export const SLIDE_HEIGHT = 600;
