import { sharedScriptsOf } from './shared-scripts-plugin';

describe('SharedScriptsPlugin', () => {
  it("gives each shared module its provider's files and those of the modules they consume, never the host's own fallbacks", () => {
    const chunks = [
      {
        files: ['8803.js'],
        origins: [{ moduleName: 'provide shared module (default) @nivasa/ui/listing/listing-image@1.11.0 = /x/listing-image.tsx' }],
        modules: [{ moduleType: 'consume-shared-module', name: 'consume shared module (default) @nivasa/ui/theme@^1.11.0 (strict)' }],
      },
      // The host's own fallback for its own code: a remote never has it fetched.
      { files: ['1184.js'], origins: [{ moduleName: 'consume shared module (default) @nivasa/ui/listing/listing-image@^1.11.0' }] },
      {
        files: ['7472.js', '7472.css'],
        origins: [{ moduleName: 'provide shared module (default) @nivasa/ui/theme@1.11.0 = /x/theme.ts' }],
      },
      {
        files: ['react-a.js'],
        origins: [{ moduleName: 'provide shared module (default) react@19.3.1 = /x/react.js' }],
        modules: [{ moduleType: 'consume-shared-module', name: 'consume shared module (default) react@19.3.1 (strict)' }],
      },
    ];
    expect(sharedScriptsOf(chunks)).toEqual({
      '@nivasa/ui/listing/listing-image': ['7472.js', '8803.js'],
      '@nivasa/ui/theme': ['7472.js'],
      react: ['react-a.js'],
    });
    expect(sharedScriptsOf([])).toEqual({});
  });
});
