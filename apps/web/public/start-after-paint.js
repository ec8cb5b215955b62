// The app's code for a page whose first HTML already shows its content (a category's opening page, decision
// 0076): requested once that HTML and its pictures have painted, so on a slow line the pictures do not share it
// with the scripts. The server moved the entry and its preloads into <meta name="app-modules">, entry first.
const [entry, ...preloads] = document.querySelector('meta[name="app-modules"]').content.split(' ');
let started = false;

function start() {
  if (started) return;
  started = true;
  for (const href of preloads) {
    const link = Object.assign(document.createElement('link'), {
      rel: 'modulepreload',
      href,
      crossOrigin: '',
    });
    document.head.append(link);
  }
  import(entry);
}

// After `load` (the eager pictures are in) and the frame that paints them; at most 3 s on a picture that hangs.
const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
if (document.readyState === 'complete') afterPaint();
else addEventListener('load', afterPaint, { once: true });
setTimeout(start, 3000);
