/** Says `text` through the page's live region, whose code loads with the first message (no page here has room for it up front). */
export const announceLater = async (text: string) => (await import('@nivasa/ui/announce')).announce(text);
