/**
 * Pagination's previous and next buttons with their arrows hidden from assistive technology:
 * antd's arrow icons name themselves "left" and "right" in English whatever the page's language,
 * while the item around each button already carries its title in the page's language.
 */
export const PAGE_TURN_ICONS = {
  prevIcon: (
    <button className="ant-pagination-item-link" type="button" tabIndex={-1} aria-hidden="true">
      ‹
    </button>
  ),
  nextIcon: (
    <button className="ant-pagination-item-link" type="button" tabIndex={-1} aria-hidden="true">
      ›
    </button>
  ),
};
