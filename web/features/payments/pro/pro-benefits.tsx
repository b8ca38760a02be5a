import type { PaymentsConfigResponse } from '@contracts/payments/schemas';

/** What Pro gives, with this server's own numbers. */
export function ProBenefits({ pro }: { pro: PaymentsConfigResponse['pro'] }) {
  const mails = pro.invitation_emails_per_hour;
  return (
    <ul className="pro-benefits">
      <li>A Pro badge beside your name</li>
      <li>
        Up to {mails.pro.toLocaleString()} invitation e-mails an hour, instead of {mails.member.toLocaleString()}
      </li>
      <li>
        {pro.api_rate_limit_multiplier}× the developer API rate limit: {pro.api_requests_per_minute.pro.toLocaleString()} requests a minute per token, instead of{' '}
        {pro.api_requests_per_minute.member.toLocaleString()}
      </li>
    </ul>
  );
}
