/**
 * The antd components Nivasa uses. Shared as these modules, they keep a single antd (one
 * theme, one set of styles) across host and remotes while letting the bundler drop the rest
 * of antd: sharing the antd package itself ships all of it, about 440 KB brotli on every page
 * with a form. A page loads a whole module, so the parts only some pages need live beside this
 * one, in antd-fields (more form fields) and antd-display (tables, galleries), and the sign-in
 * page does not carry them. rspack.config.base.ts rejects direct imports of antd elsewhere.
 */
export { Alert, Avatar, Button, ConfigProvider, Descriptions, Flex, Form, Grid, Input, Modal, Progress } from 'antd';
export type { ThemeConfig } from 'antd';
