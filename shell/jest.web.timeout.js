// Tests that drive antd's forms and tables take seconds on a busy 2-core machine. (A config's
// testTimeout is ignored when jest runs several projects at once, as `npm test` does.)
jest.setTimeout(20_000);
