import { sql } from 'drizzle-orm';
import { CAMPAIGN_MESSAGE_FIELDS } from '@prosa/contract';
import type { CampaignRow } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';

/** The campaign's own non-empty messages (1–5): the variants contacts are given in turn. */
export function campaignVariants(campaign: CampaignRow): number[] {
  return CAMPAIGN_MESSAGE_FIELDS.flatMap((field, index) => (campaign[field]?.trim() ? [index + 1] : []));
}

/**
 * Writes every shipping row of a campaign in one statement (a campaign of 100,000 contacts is
 * prepared in seconds and the report shows its totals at once): the contact list's valid numbers
 * and the contacts of tickets carrying the tag list's tag, one row per number, minus the company's
 * opted-out numbers. Each row's variant is fixed here, round robin over the campaign's messages by
 * row order, so it never depends on another campaign. Rows already written are kept (a restart).
 */
export async function insertShippings(tx: Tx, campaign: CampaignRow, now: Date): Promise<number> {
  const variants = campaignVariants(campaign);
  if (variants.length === 0) return 0;
  const variantArray = sql.raw(`array[${variants.join(',')}]::int[]`);
  const fromList =
    campaign.contactListId === null
      ? sql`select null::text as number, null::text as name, null::text as email, 0 as source, 0 as ord where false`
      : sql`select i.number, i.name, i.email, 1 as source, i.id as ord from contact_list_items i
            where i.company_id = ${campaign.companyId} and i.contact_list_id = ${campaign.contactListId} and i.is_whatsapp_valid = true`;
  const fromTag =
    campaign.tagListId === null
      ? sql`select null::text, null::text, null::text, 0, 0 where false`
      : sql`select c.number, c.name, coalesce(c.email, ''), 2, c.id from contacts c
            where c.company_id = ${campaign.companyId} and c.number <> '' and not c.is_group
              and exists (select 1 from tickets t join ticket_tags tt on tt.ticket_id = t.id
                          where t.company_id = ${campaign.companyId} and t.contact_id = c.id and tt.tag_id = ${campaign.tagListId})`;
  const result = await tx.execute(sql`
    insert into campaign_shippings (company_id, campaign_id, number, name, email, variant, status, created_at, updated_at)
    select ${campaign.companyId}, ${campaign.id}, a.number, a.name, a.email,
           (${variantArray})[((row_number() over (order by a.source, a.ord) - 1) % ${variants.length}) + 1],
           'pending', ${now}, ${now}
    from (select distinct on (number) number, name, email, source, ord from (${fromList} union all ${fromTag}) as u
          order by number, source, ord) as a
    where not exists (select 1 from campaign_opt_outs o where o.company_id = ${campaign.companyId} and o.number = a.number)
    on conflict (campaign_id, number) do nothing`);
  return Number((result as { rowCount?: number | null; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0);
}
