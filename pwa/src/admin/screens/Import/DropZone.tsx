import { Upload } from 'lucide-react';
import { useId, useState } from 'react';

/** Drop one CSV here or pick it: a real file input behind a label, so it works by keyboard. */
export function DropZone({ onFiles }: { onFiles: (files: FileList | null) => void }) {
  const id = useId();
  const [over, setOver] = useState(false);
  return (
    <label
      htmlFor={id}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onFiles(event.dataTransfer.files);
      }}
      className={`flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-8 text-center ${
        over ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white'
      }`}
    >
      <Upload aria-hidden="true" className="size-8 text-slate-500" />
      <span className="font-medium">Drop your CSV file here, or click to choose</span>
      <span className="text-sm text-slate-600">One .csv file</span>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        aria-label="CSV file"
        className="sr-only"
        onChange={(event) => {
          onFiles(event.target.files);
          event.target.value = '';
        }}
      />
    </label>
  );
}
