/**
 * antd's parts as the pages draw them, one sample per shared antd module. The build renders them
 * and writes the styles antd made into stylesheets (tools/src/build-plugins/antd-styles.ts); a
 * page that links one has antd skip making those styles as it starts, which at 4× CPU took a few
 * hundred milliseconds of the sign-in page's start-up. A part missing here is styled as before,
 * at run time.
 */
import { Alert, Avatar, Button, ConfigProvider, Descriptions, Flex, Form, Grid, Input, Modal, Progress } from '@nivasa/ui/antd';
import { Checkbox, Drawer, InputNumber, Rate, Select, Upload } from '@nivasa/ui/antd-fields';
import { Carousel, Image, Pagination, Popconfirm, Table } from '@nivasa/ui/antd-display';
import { antdTheme } from '@nivasa/ui/theme';

/** Never shown: antd's styles do not depend on the words. */
const WORD = 'x';

function FormParts() {
  // Grid's hook only runs inside a component.
  Grid.useBreakpoint();
  return (
    <Form layout="vertical" requiredMark={false}>
      <Form.Item label={WORD} name="text" rules={[{ required: true }]} help={WORD} validateStatus="error">
        <Input size="large" allowClear />
      </Form.Item>
      <Form.Item label={WORD} name="password">
        <Input.Password size="large" />
      </Form.Item>
      <Form.Item label={WORD} name="words">
        <Input.TextArea showCount maxLength={10} />
      </Form.Item>
      <Button type="primary" size="large" block loading>
        {WORD}
      </Button>
    </Form>
  );
}

export const antdStyleSamples = {
  '@nivasa/ui/antd': (
    <ConfigProvider theme={antdTheme}>
      <FormParts />
      <Alert type="error" showIcon title={WORD} />
      <Avatar>{WORD}</Avatar>
      <Descriptions items={[{ key: 'a', label: WORD, children: WORD }]} />
      <Flex gap={8} />
      <Modal open title={WORD} />
      <Progress percent={40} />
    </ConfigProvider>
  ),
  '@nivasa/ui/antd-fields': (
    <ConfigProvider theme={antdTheme}>
      <Checkbox.Group options={[WORD]} />
      <Drawer open title={WORD} />
      <InputNumber />
      <Rate />
      <Select options={[{ value: 'a', label: WORD }]} />
      <Upload listType="picture-card" />
    </ConfigProvider>
  ),
  '@nivasa/ui/antd-display': (
    <ConfigProvider theme={antdTheme}>
      <Carousel>
        <div />
      </Carousel>
      <Image src="/image" alt="" />
      <Pagination total={50} />
      <Popconfirm title={WORD} open>
        <span />
      </Popconfirm>
      <Table columns={[{ title: WORD, dataIndex: 'a', sorter: true }]} dataSource={[]} pagination={{ total: 50 }} />
    </ConfigProvider>
  ),
};
