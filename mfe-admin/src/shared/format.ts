// Dates as people in Sri Lanka write them (12 Mar 2026), in the admin's own time zone.
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const DAY_AND_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatDate = (iso: string) => DAY.format(new Date(iso));
export const formatDateTime = (iso: string) => DAY_AND_TIME.format(new Date(iso));
