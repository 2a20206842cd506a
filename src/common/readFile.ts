import type { SelectedReportFile } from '../domain/report';

/** A chosen file's bytes as base64 (the data URL's part after the comma), with its name, type and size. */
export function readFile(file: File): Promise<SelectedReportFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ name: file.name, type: file.type, size: file.size, data: String(reader.result).replace(/^[^,]*,/, '') });
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
