/**
 * antd's components for showing many things: the admin's and owners' tables, paging, confirming
 * a deletion, a listing's photos. A page that loads them pays about 95 KB brotli more than for
 * @nivasa/ui/antd alone, which is why the form pages do not.
 */
export { Carousel, Image, Pagination, Popconfirm, Table } from 'antd';
