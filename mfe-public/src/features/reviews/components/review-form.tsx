import { useState } from 'react';
import { Alert, Button, ConfigProvider, Form, Input } from '@nivasa/ui/antd';
import { Rate } from '@nivasa/ui/antd-fields';
import type { ReviewInput } from '@nivasa/contracts/api';
import { REVIEW_LIMITS } from '@nivasa/contracts/limits';
import { MESSAGES, REVIEW_MESSAGES } from '@nivasa/contracts/messages';
import { ApiRequestError, errorMessage } from '@nivasa/session/api-client';
import { antdTheme } from '@nivasa/ui/theme';
import { usePostReview } from '../api/use-post-review';

const REVIEW_FIELDS: ReadonlySet<string> = new Set<keyof ReviewInput>(['rating', 'comment']);

const RATING_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/**
 * Stars and a comment. The API's refusals of a field show under it in red, any other (a second
 * review) above the button; after a post the form starts over.
 */
export default function ReviewForm({ listingId }: { listingId: string }) {
  const [form] = Form.useForm<ReviewInput>();
  const post = usePostReview(listingId);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = ({ rating, comment }: ReviewInput) => {
    setRefusal(null);
    post.mutate(
      { rating, comment: comment.trim() },
      {
        onSuccess: () => form.resetFields(),
        onError: (error) => {
          const fieldErrors = error instanceof ApiRequestError ? error.errors.filter(({ field }) => REVIEW_FIELDS.has(field)) : [];
          form.setFields(fieldErrors.map(({ field, message }) => ({ name: field as keyof ReviewInput, errors: [message] })));
          if (fieldErrors.length === 0) setRefusal(errorMessage(error));
        },
      },
    );
  };

  return (
    <ConfigProvider theme={antdTheme}>
      <Form<ReviewInput>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        onValuesChange={() => post.isSuccess && post.reset()}
        disabled={post.isPending}
      >
        <Form.Item
          label="Your rating"
          name="rating"
          rules={[{ required: true, message: 'Choose from 1 to 5 stars.' }]}
          style={{ marginBottom: 12 }}
        >
          <Rate tooltips={RATING_WORDS} aria-label="Your rating" />
        </Form.Item>
        <Form.Item
          label="Your review"
          name="comment"
          rules={[{ required: true, whitespace: true, message: 'Write a few words about the place.' }]}
        >
          <Input.TextArea
            rows={4}
            maxLength={REVIEW_LIMITS.commentMaxLength}
            showCount
            placeholder="What was it like to stay there? The place, the owner, the neighbourhood..."
          />
        </Form.Item>
        {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
        {post.isSuccess && <Alert type="success" showIcon title={REVIEW_MESSAGES.posted} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" size="large">
          {post.isPending ? MESSAGES.loading : 'Post review'}
        </Button>
      </Form>
    </ConfigProvider>
  );
}
