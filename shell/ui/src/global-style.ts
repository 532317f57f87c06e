import { createGlobalStyle } from 'styled-components';
import { colors, fontStack, scriptFacesRules } from '@nivasa/ui/theme';

export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
  }

  ${scriptFacesRules}

  body {
    margin: 0;
    font-family: ${fontStack};
    font-size: 16px;
    line-height: 1.55;
    color: ${colors.text};
    background: ${colors.background};
    -webkit-font-smoothing: antialiased;
  }

  h1,
  h2,
  h3 {
    line-height: 1.2;
  }

  a {
    color: ${colors.primary};
  }

  button,
  input {
    font: inherit;
  }

  /* antd shows a field's message in the room of its bottom margin: a message of two lines would
     touch the next field's label. */
  .ant-form-item-with-help .ant-form-item-explain {
    padding-bottom: 8px;
  }

  :focus-visible {
    outline: 3px solid ${colors.accent};
    outline-offset: 2px;
  }
`;
