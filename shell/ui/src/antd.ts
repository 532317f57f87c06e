/**
 * The antd components Nivasa uses. Shared as this one module, it keeps a single antd (one
 * theme, one set of styles) across host and remotes while letting the bundler drop the rest
 * of antd: sharing the antd package itself ships all of it, about 440 KB brotli on every page
 * with a form. rspack.config.base.ts rejects direct imports of antd elsewhere.
 */
export { Alert, Avatar, Button, ConfigProvider, Descriptions, Flex, Form, Grid, Input, Menu, Modal, Progress } from 'antd';
export type { ThemeConfig } from 'antd';
