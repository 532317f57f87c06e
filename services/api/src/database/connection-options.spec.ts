import { connectionOptions, databaseNameOf, redactUri } from './connection-options';

describe('connection options', () => {
  it('polls the server with CongoDB and streams with MongoDB', () => {
    expect(connectionOptions('mongodb://127.0.0.1:1234', 'congodb').serverMonitoringMode).toBe('poll');
    expect(connectionOptions('mongodb://127.0.0.1:1234', 'mongodb').serverMonitoringMode).toBe('auto');
    expect(connectionOptions('mongodb+srv://c.example.net/x', 'external').serverMonitoringMode).toBe('auto');
  });

  it('uses the database in the URI, else nivasa', () => {
    expect(databaseNameOf('mongodb://127.0.0.1:27017/shop?retryWrites=true')).toBe('shop');
    expect(databaseNameOf('mongodb://u:p@h1:1,h2:2/')).toBeUndefined();
    expect(databaseNameOf('mongodb://127.0.0.1:27017')).toBeUndefined();
    expect(connectionOptions('mongodb://127.0.0.1:27017/?directConnection=true', 'congodb').dbName).toBe('nivasa');
    expect(connectionOptions('mongodb://127.0.0.1:27017/rentals', 'mongodb').dbName).toBe('rentals');
  });

  it('hides credentials', () => {
    expect(redactUri('mongodb+srv://admin:s3cret@cluster0.example.net/nivasa')).toBe('mongodb+srv://***@cluster0.example.net/nivasa');
    expect(redactUri('mongodb://127.0.0.1:27017')).toBe('mongodb://127.0.0.1:27017');
  });
});
