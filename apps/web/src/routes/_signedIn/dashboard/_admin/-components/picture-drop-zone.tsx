import { PICTURE_MESSAGES as M } from '@partsmith/contracts';
import { type DragEvent, useId, useState } from 'react';
import { IMAGE_HINT, IMAGE_TYPES } from './image-types';

/**
 * Files dropped on the box or chosen through it. The whole box is the label of a real file input, so a click
 * anywhere, or Enter/Space on the focused input, opens the file chooser.
 */
export function PictureDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const hintId = useId();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  };
  return (
    <label
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={`flex cursor-pointer flex-col items-center gap-3 rounded-md border-2 border-dashed p-6 text-center has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500 sm:p-10 ${
        over ? 'border-accent-500 bg-accent-50' : 'border-graphite-300 bg-white'
      }`}
    >
      <span className="font-medium text-graphite-900">{M.dropHere}</span>
      <span className="inline-flex h-10 items-center rounded-md bg-accent-700 px-4 text-sm font-semibold text-white hover:bg-accent-800">
        {M.chooseFiles}
      </span>
      <input
        type="file"
        multiple
        accept={IMAGE_TYPES}
        aria-label={M.chooseFiles}
        aria-describedby={hintId}
        className="sr-only"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <span id={hintId} className="text-sm text-graphite-600">
        {IMAGE_HINT}
      </span>
    </label>
  );
}
