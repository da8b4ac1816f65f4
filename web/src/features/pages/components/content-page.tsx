import { Trans } from '@lingui/react/macro';
import { localDateFormat } from '@shahi/contract/i18n';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import type { PageBlock, PageContent } from '#web/features/pages/types.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { currentLocale } from '#web/lib/i18n.ts';
import { RichText } from './rich-text.tsx';

/**
 * "21 November 2026" from "2026-11-21" (read as a calendar date, whatever the time zone), in the
 * page's language ("21 नवंबर 2026" in Hindi).
 */
export function formatPageDate(isoDate: string): string {
  return localDateFormat(currentLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

function Block({ block }: { block: PageBlock }) {
  if (typeof block === 'object' && 'list' in block) {
    return (
      <ul className="list-disc space-y-2 pl-6 marker:text-gold-500">
        {block.list.map((item) => (
          <li key={JSON.stringify(item)}>
            <RichText value={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p>
      <RichText value={block} />
    </p>
  );
}

function Blocks({ blocks }: { blocks: readonly PageBlock[] }) {
  return blocks.map((block) => <Block key={JSON.stringify(block)} block={block} />);
}

/**
 * A written page (policies, about) from its content: one h1, the "Last updated" date (in Hindi or
 * Punjabi followed by a note that the English text is the binding version), the lead, the key
 * points, then the sections — in a comfortable reading width on phones and desktops.
 */
export function ContentPage({ content }: { content: PageContent }) {
  useDocumentTitle(content.title);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 md:py-16">
      <SectionHeading level={1}>{content.title}</SectionHeading>
      <p className="-mt-2 mb-8 text-center text-sm text-ink-muted">
        <Trans>
          Last updated <time dateTime={content.lastUpdated}>{formatPageDate(content.lastUpdated)}</time>
        </Trans>
      </p>
      {currentLocale() === 'en' ? null : (
        <p className="-mt-6 mb-8 text-center text-sm italic text-ink-muted">
          <Trans>This translation is for your convenience; the English text is the binding version.</Trans>
        </p>
      )}
      <div className="space-y-10 text-base leading-relaxed text-ink md:text-lg">
        <p className="text-lg md:text-xl">
          <RichText value={content.lead} />
        </p>
        {content.summary ? (
          <section
            aria-labelledby="page-summary"
            className="rounded-sm border border-gold-300 border-l-4 border-l-gold-500 bg-parchment px-5 py-4"
          >
            <h2 id="page-summary" className="mb-3 font-display text-xl font-semibold text-maroon-700">
              <Trans>In short</Trans>
            </h2>
            <Blocks blocks={[{ list: content.summary }]} />
          </section>
        ) : null}
        {content.sections.map((section) => (
          <section key={section.heading} className="space-y-4">
            <h2 className="font-display text-2xl font-semibold text-maroon-700">{section.heading}</h2>
            <Blocks blocks={section.blocks} />
            {section.subsections?.map((subsection) => (
              <div key={subsection.heading} className="space-y-3 pt-2">
                <h3 className="font-display text-xl font-semibold text-maroon-800">{subsection.heading}</h3>
                <Blocks blocks={subsection.blocks} />
              </div>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
