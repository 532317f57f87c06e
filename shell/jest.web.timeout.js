// Tests that drive antd's forms and tables take seconds on a busy 2-core machine. (A config's
// testTimeout is ignored when jest runs several projects at once, as `npm test` does.)
jest.setTimeout(20_000);
// The same for findBy and waitFor: a submit through antd's validation missed their 1 s default in CI.
require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
