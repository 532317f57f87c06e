// For tests: drive the listing form's antd fields as a user would.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

export function field(label: string) {
  return screen.getByLabelText<HTMLInputElement>(label);
}

/** The form item (label, control and messages) around a field. */
export function itemOf(label: string) {
  return field(label).closest('.ant-form-item') as HTMLElement;
}

/** The messages shown under a field. */
export function errorsUnder(label: string): string[] {
  return Array.from(itemOf(label).querySelectorAll('.ant-form-item-explain-error')).map((error) => error.textContent ?? '');
}

export function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

/** Opens the select, narrows it to `option` by typing where it can, and picks it. */
export async function choose(label: string, option: string) {
  const input = field(label);
  fireEvent.mouseDown(input);
  if (!input.readOnly) fireEvent.change(input, { target: { value: option } });
  const dropdown = await waitFor(() => {
    const open = document.getElementById(`${input.id}_list`)?.closest<HTMLElement>('.ant-select-dropdown');
    if (!open) throw new Error(`the options of ${label} did not open`);
    return open;
  });
  await act(async () => fireEvent.click(within(dropdown).getByTitle(option)));
}

/** The options a select offers now (the first ones; the list is virtual). */
export async function optionsOf(label: string): Promise<string[]> {
  const input = field(label);
  fireEvent.mouseDown(input);
  const dropdown = await waitFor(() => {
    const open = document.getElementById(`${input.id}_list`)?.closest<HTMLElement>('.ant-select-dropdown');
    if (!open) throw new Error(`the options of ${label} did not open`);
    return open;
  });
  const options = Array.from(dropdown.querySelectorAll('.ant-select-item-option')).map((option) => option.getAttribute('title') ?? '');
  fireEvent.keyDown(input, { key: 'Escape' });
  return options;
}

/** The value a select shows ('' for none). */
export function chosen(label: string): string {
  const select = field(label).closest('.ant-select') as HTMLElement;
  return select.querySelector('.ant-select-content-has-value')?.getAttribute('title') ?? '';
}

/** Picks files in the images field, as the file chooser would. */
export async function pickImages(...files: File[]) {
  await act(async () => fireEvent.change(field('Images'), { target: { files } }));
}

/** The thumbnails shown, the cover first, as their addresses. */
export function thumbnails(): string[] {
  const list = screen.queryByRole('list', { name: 'Listing images' });
  if (!list) return [];
  return within(list)
    .queryAllByRole('img')
    .map((image) => image.getAttribute('src') ?? '');
}

export async function submit(name: string) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
}

/** Waits for uploads to land as thumbnails (a real upload over loopback, through jsdom). */
export async function waitForThumbnails(count: number) {
  await waitFor(() => expect(thumbnails()).toHaveLength(count), { timeout: 15_000 });
}
