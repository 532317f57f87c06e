/**
 * antd's form fields beyond the text inputs of @nivasa/ui/antd: what the listing, search and
 * review forms need, and the drawer the search's filters open in on a phone. A page that loads
 * them pays about 42 KB brotli more than for @nivasa/ui/antd alone, which is why the sign-in
 * page does not.
 */
export { Checkbox, Drawer, InputNumber, Rate, Select, Upload } from 'antd';
