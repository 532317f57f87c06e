import type { Translation } from '@nivasa/contracts/languages';
import type { CONFIRM_EMAIL_PAGE_TEXT as CONFIRM_EMAIL_PAGE } from './messages';

export const CONFIRM_EMAIL_PAGE_TEXT: Translation<typeof CONFIRM_EMAIL_PAGE.en> = {
  title: 'உங்கள் புதிய மின்னஞ்சலை உறுதிப்படுத்துக',
  intro: 'உங்கள் மின்னஞ்சலில் வந்த இணைப்பு உங்கள் Nivasa கணக்கின் மின்னஞ்சல் முகவரியை மாற்றும்.',
  confirming: 'உங்கள் புதிய மின்னஞ்சல் முகவரி உறுதிப்படுத்தப்படுகிறது…',
  failed: 'உங்கள் புதிய மின்னஞ்சல் முகவரியை உறுதிப்படுத்த முடியவில்லை. சிறிது நேரம் கழித்து இணைப்பை மீண்டும் முயற்சிக்கவும்.',
  emailIsNow: 'உங்கள் கணக்கின் மின்னஞ்சல் இப்போது',
  emailIsNowEnd: '.',
  goToMyAccount: 'என் கணக்குக்குச் செல்க',
  signInWithNewEmail: 'புதிய மின்னஞ்சலுடன் உள்நுழைக',
  needNewLink: 'புதிய இணைப்பு வேண்டுமா?',
  editDetails: 'விவரங்களைத் திருத்து',
  needNewLinkEnd: ' பக்கத்தில் உங்கள் மின்னஞ்சலை மீண்டும் மாற்றுங்கள்.',
};
