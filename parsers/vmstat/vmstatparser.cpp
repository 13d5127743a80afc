// SPDX-License-Identifier: GPL-2.0-or-later
//
// vmstat's default mode as it reaches us:
//
//    procs                      memory    swap          io     system         cpu
//  r  b  w   swpd   free   buff  cache  si  so    bi    bo   in    cs  us  sy  id
//  0  2  1    112   3436      0 140956   0   0     4 15480 5454   400   0  39  60
//
// Tolerated: any procps generation (the column-name line is the schema), archives that
// collapsed the alignment to single blanks, headers repeated mid-stream, `-t` timestamps,
// `-w` widths, headerless pastes (layout inferred from the CPU columns), rows wrapped by mail
// (rejoined when the two parts make one row), rows of a flattened message run together
// (cut every N numbers), and garbage lines between rows (reported, never merged).
#include "parsers/vmstat/vmstatparser.h"

#include "parsers/common/separatorrun.h"
#include "parsers/common/tokenize.h"
#include "parsers/vmstat/vmstatcommandline.h"
#include "parsers/vmstat/vmstatlayout.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QVarLengthArray>

#include <climits>
#include <cmath>
#include <functional>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// `12` or `12-13`.
QString lineSpan(int first, int last)
{
    return first == last ? QString::number(first) : u"%1-%2"_s.arg(first).arg(last);
}

/// A row's numbers: on the stack up to the widest vmstat (19 with `-t`), as millions are read.
using Numbers = QVarLengthArray<double, 24>;

struct Row
{
    Numbers numbers;
    QDateTime timestamp; // invalid without -t
};

/// The first row of another copy of vmstat in a loop's output (`while :; do date; vmstat 1 5;
/// done`): like the first copy's, it averages since boot; the loop's separator may tell when
/// the copy started.
struct CopyStart
{
    std::optional<TimestampLine> time;
};

/// The numbers of a line that holds nothing else, and a trailing `YYYY-MM-DD HH:MM:SS`.
std::optional<Row> readRow(QStringView text)
{
    FieldList fields = stackFields(text);
    Row row;
    if (fields.size() >= 2 && fields.at(fields.size() - 2).size() == 10
        && fields.at(fields.size() - 2).at(4) == u'-') {
        const QString stamp = fields.at(fields.size() - 2) + u' ' + fields.back();
        row.timestamp = QDateTime::fromString(stamp, u"yyyy-MM-dd HH:mm:ss"_s);
        row.timestamp.setTimeSpec(Qt::UTC);
        if (!row.timestamp.isValid()) {
            return std::nullopt;
        }
        fields.resize(fields.size() - 2);
    }
    if (fields.isEmpty() && !row.timestamp.isValid()) {
        return std::nullopt;
    }
    for (QStringView field : fields) {
        const std::optional<double> number = parseUnsigned(field);
        if (!number) {
            return std::nullopt;
        }
        row.numbers.append(*number);
    }
    return row;
}

bool startsWithDigit(QStringView text)
{
    for (const QChar c : text) {
        if (c != u' ' && c != u'\t') {
            return c.isDigit();
        }
    }
    return false;
}

/// Mostly numbers: a damaged row rather than prose.
bool looksNumeric(QStringView text)
{
    const QList<QStringView> fields = splitFields(text);
    qsizetype numeric = 0;
    for (QStringView field : fields) {
        numeric += parseUnsigned(field).has_value() ? 1 : 0;
    }
    return fields.size() >= 4 && numeric * 4 >= fields.size() * 3;
}

/// One walk over the lines of a vmstat block: shared by detect() and parse() so that the
/// extent found is exactly what gets parsed.
struct Scan
{
    qsizetype end = 0;
    std::optional<VmstatLayout> layout;
    int headerLine = 0; // physical line of the schema's column-name line, 0 if inferred
    bool startsWithHeader = false;
    bool foreign = false; // BSD or Solaris vmstat
    int ambiguousLine = 0; // first of headerless rows that fit two layouts, 0 if none
    qsizetype rowCount = 0;
    qsizetype copies = 0; // of vmstat after the first, each after a loop's separator
    qsizetype unseparatedCopies = 0; // of them, those after a header alone
    /// Where the names and group lines after the first end: no vmstat block starts before it
    /// when no row follows them.
    qsizetype headersEnd = 0;
    Diagnostics diagnostics;
};

/// Where a scan hands its rows, in order: detect() only counts them, parse() stores them.
/// `copy` is set on the first row of each copy after the first.
using RowSink = std::function<void(
    const VmstatLayout &layout, const Row &row, int physicalLine, const CopyStart *copy)>;

class Scanner
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::VmstatParser)

    /// Lines below a names line or a row that mail may have wrapped it onto.
    static constexpr qsizetype maximumHeaderLines = 2;
    static constexpr qsizetype maximumRowContinuations = 2;
    /// Rows without a header are read as vmstat from 16 numbers (2.0, 3.x) to 18 (`gu`).
    static constexpr qsizetype narrowestHeaderless = 16;
    static constexpr qsizetype widestHeaderless = 18;
    static constexpr qsizetype rowsToInferFrom = 8;

public:
    /// `above`: the line before `lines[start]` (SeparatorRun).
    Scanner(const QList<CleanLine> &lines, qsizetype start, const CleanLine *above, RowSink sink = {})
        : m_lines(lines)
        , m_start(start)
        , m_depth(lines.at(start).quoteDepth)
        , m_sink(std::move(sink))
        , m_separators(above)
    {
    }

    Scan run()
    {
        m_scan.end = m_start;
        qsizetype i = m_start;
        if (VmstatLayout::isForeignHeader(text(i))) {
            return scanForeign(i);
        }
        // A group line (`procs ---memory---`) only counts with a names line below it.
        const qsizetype groupLines = groupLinesAt(i);
        const bool grouped = groupLines > 0;
        i += groupLines;
        if (grouped && !sameDepth(i)) {
            return m_scan;
        }
        qsizetype headerLines = 0;
        if (const auto layout = headerAt(i, &headerLines)) {
            m_scan.layout = layout;
            m_scan.headerLine = m_lines.at(i).physicalLine;
            m_scan.startsWithHeader = true;
            noteRejoinedHeader(i, headerLines);
            i += headerLines;
        } else if (grouped || !inferLayout(i)) {
            return m_scan;
        }
        walkRows(i);
        return m_scan;
    }

private:
    QStringView text(qsizetype i) const { return lineText(m_lines, i); }
    bool sameDepth(qsizetype i) const { return atQuoteDepth(m_lines, i, m_depth); }
    qsizetype width() const { return m_scan.layout->columnCount(); }

    /// How many lines the group line at `i` takes (2 when mail put `cpu` on a line of its
    /// own), 0 when there is none.
    qsizetype groupLinesAt(qsizetype i) const
    {
        if (VmstatLayout::isGroupLine(text(i))) {
            return 1;
        }
        const bool wrapped = sameDepth(i + 1) && !m_lines.at(i + 1).isBlank()
            && text(i).contains(u"procs") && text(i + 1).size() < 40
            && VmstatLayout::isGroupLine(QString(text(i).toString() + u' ' + text(i + 1)));
        return wrapped ? 2 : 0;
    }

    /// The names line at `i` with the lines mail wrapped it onto (`sy id` alone below
    /// `... cs us`), if it is one; `taken` says how many lines that is.
    std::optional<VmstatLayout> headerAt(qsizetype i, qsizetype *taken)
    {
        QString joined = text(i).toString();
        std::optional<VmstatLayout> layout = VmstatLayout::fromHeader(joined);
        qsizetype count = 1;
        for (; count <= maximumHeaderLines && sameDepth(i + count)
             && VmstatLayout::isNamesOnly(text(i + count));
             ++count) {
            QString longer = joined + u' ' + text(i + count);
            const auto extended = VmstatLayout::fromHeader(longer);
            if (!extended) {
                break; // a repeated names line, not a continuation
            }
            joined = std::move(longer);
            layout = extended;
        }
        if (!layout || !layout->hasCpuColumns()) {
            return std::nullopt;
        }
        *taken = count;
        return layout;
    }

    /// Once the block takes the names line at `i` of `count` lines: says so when mail had
    /// wrapped it.
    void noteRejoinedHeader(qsizetype i, qsizetype count)
    {
        if (count > 1) {
            m_scan.diagnostics.append({ Diagnostic::Severity::Note, m_lines.at(i).physicalLine,
                tr("column names wrapped by mail rejoined with line %1")
                    .arg(m_lines.at(i + count - 1).physicalLine) });
        }
    }

    /// The numbers of a row without header at `i`, joined with the lines mail wrapped it onto
    /// while they fall short of the widest layout; `taken` says how many lines.
    std::optional<Numbers> headerlessRowAt(qsizetype i, qsizetype *taken) const
    {
        const auto row = readRow(text(i));
        if (!row) {
            return std::nullopt;
        }
        Numbers numbers = row->numbers;
        qsizetype count = 1;
        for (; numbers.size() < narrowestHeaderless && count <= maximumRowContinuations
             && sameDepth(i + count);
             ++count) {
            const auto rest = readRow(text(i + count));
            if (!rest || rest->numbers.isEmpty()
                || numbers.size() + rest->numbers.size() > widestHeaderless) {
                break;
            }
            numbers.append(rest->numbers.constData(), rest->numbers.size());
        }
        *taken = count;
        return numbers;
    }

    bool inferLayout(qsizetype i)
    {
        QList<QList<double>> rows;
        QList<int> lines;
        qsizetype taken = 0;
        for (; sameDepth(i); i += taken) {
            const auto row = headerlessRowAt(i, &taken);
            if (!row || row->size() < narrowestHeaderless || row->size() > widestHeaderless
                || (!rows.isEmpty() && row->size() != rows.constFirst().size())) {
                break;
            }
            rows.append(QList<double>(row->cbegin(), row->cend()));
            lines.append(m_lines.at(i).physicalLine);
            // The first rows decide the layout, and walkRows() takes the rest: a long table of
            // numbers that is no vmstat costs the same few rows from every start line.
            if (rows.size() == rowsToInferFrom) {
                i += taken;
                break;
            }
        }
        // One bare row of numbers could be anything; two rows whose CPU columns add up are vmstat.
        if (rows.size() < 2) {
            return false;
        }
        const QList<VmstatLayout> candidates = VmstatLayout::candidatesFromRows(rows);
        if (candidates.size() > 1) {
            // One warning for the whole run of such rows: it ends where their width changes.
            for (qsizetype more = 0; sameDepth(i); i += more) {
                const auto row = headerlessRowAt(i, &more);
                if (!row || row->size() != rows.constFirst().size()) {
                    break;
                }
            }
            m_scan.ambiguousLine = lines.constFirst();
            m_scan.end = i;
        }
        if (candidates.size() != 1) {
            return false; // neither or both fit: say so rather than guess
        }
        m_scan.layout = candidates.constFirst();
        m_scan.diagnostics.append(
            {Diagnostic::Severity::Note, lines.constFirst(),
             tr("no vmstat header: %1 columns read as %2 (%3), since the CPU columns add up to "
                "100 that way")
                 .arg(width())
                 .arg(m_scan.layout->generation(), m_scan.layout->names().join(u' '))});
        return true;
    }

    void walkRows(qsizetype i)
    {
        // Set after each whole header (group and names lines) of the same layout: a group
        // line before another layout's names starts that block.
        m_scan.headersEnd = i;
        bool onlyHeaders = true; // so far: the repeated names lines of a long run
        while (i < m_lines.size() && sameDepth(i)) {
            const CleanLine &line = m_lines.at(i);
            if (line.isBlank()) {
                onlyHeaders = false;
                // A blank line between rows of the same table (double-spaced paste), or before
                // the sender's `8<` or `<updatedb finished>`, is kept.
                if (sameDepth(i + 1) && (isFullRow(i + 1) || interjectionAt(i + 1) > 0)) {
                    ++i;
                    continue;
                }
                if (const qsizetype lines = nextCopyAt(i)) {
                    i += lines;
                    continue;
                }
                break;
            }
            bool cut = false;
            if (const qsizetype lines = interjectionAt(i, &cut)) {
                onlyHeaders = false;
                if (cut) {
                    noteCut(i);
                }
                i += lines;
                continue;
            }
            // Rows start with a digit; only other lines can be headers (saves two tests a row).
            const bool maybeHeader = !startsWithDigit(line.text);
            if (const qsizetype groupLines = maybeHeader ? groupLinesAt(i) : 0) {
                i += groupLines;
                continue;
            }
            qsizetype headerLines = 0;
            if (const auto layout = maybeHeader ? headerAt(i, &headerLines) : std::nullopt) {
                if (*layout != *m_scan.layout) {
                    break; // another schema starts another capture
                }
                m_scan.headerLine = line.physicalLine;
                noteRejoinedHeader(i, headerLines);
                m_afterRepeatedHeader = m_scan.rowCount > 0;
                i += headerLines;
                if (onlyHeaders) {
                    m_scan.headersEnd = i;
                }
                continue;
            }
            onlyHeaders = false;
            // Shorter than any row: `date +%T`'s line (a row has 16 numbers and blanks).
            constexpr qsizetype shorterThanRows = 24;
            const bool maybeSeparator = maybeHeader || line.text.size() < shorterThanRows;
            if (const qsizetype lines = maybeSeparator ? nextCopyAt(i) : 0) {
                i += lines;
                continue;
            }
            const qsizetype consumed = takeRow(i);
            if (consumed == 0) {
                break;
            }
            i += consumed;
            m_scan.end = i;
        }
    }

    /// What a loop printed before its next copy of vmstat (`=== 10:00:05`, `date`'s line,
    /// `----`), with the blanks after it, when a header of this layout follows and the
    /// separators go on with the series (SeparatorRun): the lines to skip, else 0.
    qsizetype nextCopyAt(qsizetype i)
    {
        constexpr qsizetype mostLines = 6; // `----`, `date`'s line, the blanks around them
        SeparatorRun separators = m_separators;
        CopyStart copy;
        bool separated = false;
        qsizetype next = i;
        for (; !isHeaderOfThisLayout(next); ++next) { // `--procs-- ---memory---` is decorated
            if (!sameDepth(next) || next - i >= mostLines) {
                return 0;
            }
            if (m_lines.at(next).isBlank()) {
                continue;
            }
            const std::optional<SeparatorLine> separator = readSeparatorLine(text(next));
            if (!separator || !separators.continues(*separator)) {
                return 0;
            }
            separators.take(*separator);
            separated = true;
            copy.time = separator->time ? separator->time : copy.time;
        }
        if (!separated) {
            return 0;
        }
        m_separators = separators;
        m_pendingCopy = copy;
        return next - i;
    }

    /// Whether the group and names lines at `i` are a header of the block's layout.
    bool isHeaderOfThisLayout(qsizetype i)
    {
        if (!sameDepth(i)) {
            return false;
        }
        i += groupLinesAt(i);
        qsizetype lines = 0;
        const auto layout = sameDepth(i) ? headerAt(i, &lines) : std::nullopt;
        return layout && *layout == *m_scan.layout;
    }

    /// What the sender put between two rows of one run: cut marks (`8<`, `[...]`, `<snip>`),
    /// after which the run goes on with rows left out, and notes of what happened meanwhile
    /// (`<updatedb finished>`), with blank lines around them. Returns the lines to skip, 0 when
    /// no row of the run follows them; `*cut` says whether rows were left out.
    qsizetype interjectionAt(qsizetype i, bool *cut = nullptr) const
    {
        static const QRegularExpression note(uR"(^\s*<[^<>\d][^<>]{0,40}>\s*$)"_s);
        constexpr qsizetype mostBlanks = 2;
        bool marked = false;
        bool anyCut = false;
        qsizetype blanks = 0;
        qsizetype next = i;
        for (; sameDepth(next); ++next) {
            const QString &line = m_lines.at(next).text;
            if (m_lines.at(next).isBlank()) {
                if (++blanks > mostBlanks) {
                    return 0;
                }
                continue;
            }
            blanks = 0;
            if (isCutMark(line)) {
                marked = anyCut = true;
            } else if (line.size() <= 48 && note.match(line).hasMatch()) {
                marked = true;
            } else {
                break;
            }
        }
        if (!marked || !sameDepth(next) || !isFullRow(next)) {
            return 0;
        }
        if (cut) {
            *cut = anyCut;
        }
        return next - i;
    }

    void noteCut(qsizetype i)
    {
        if (!m_cutNoted) {
            m_cutNoted = true;
            m_scan.diagnostics.append({ Diagnostic::Severity::Note, m_lines.at(i).physicalLine,
                tr("rows cut out by the sender here; the run goes on below, its times counted "
                   "as if nothing was cut") });
        }
    }

    bool isFullRow(qsizetype i) const
    {
        const auto row = readRow(text(i));
        return row && row->numbers.size() % width() == 0 && !row->numbers.isEmpty();
    }

    /// Reads the row at `i`; returns how many lines it took, 0 if the block ends here.
    qsizetype takeRow(qsizetype i)
    {
        const CleanLine &line = m_lines.at(i);
        const auto row = readRow(line.text);
        if (row && mayContinue(*row)) {
            if (const qsizetype taken = takeWrappedRow(*row, i)) {
                return taken;
            }
        }
        if (row && row->numbers.size() == width()) {
            append(*row, line.physicalLine);
            return 1;
        }
        if (row && row->numbers.size() > width() && row->numbers.size() % width() == 0
            && !row->timestamp.isValid()) {
            return takeRunTogetherRows(*row, line.physicalLine);
        }
        return takeDamagedRow(i, row.has_value());
    }

    /// Short of numbers, or of the `-t` timestamp that mail pushed onto the next line.
    bool mayContinue(const Row &row) const
    {
        return row.numbers.size() < width()
            || (row.numbers.size() == width() && m_scan.layout->hasTimestamp()
                && !row.timestamp.isValid());
    }

    /// A row mail wrapped once or twice at any point (its last numbers, or a lone ` 80`, on
    /// the lines below): joined while the numbers fall short of the header's.
    qsizetype takeWrappedRow(const Row &row, qsizetype i)
    {
        Row joined = row;
        qsizetype count = 1;
        for (; mayContinue(joined) && count <= maximumRowContinuations && sameDepth(i + count);
             ++count) {
            const auto rest = readRow(text(i + count));
            // A line with a whole row's numbers is the next row, not the rest of this one.
            if (!rest || rest->numbers.size() >= width()
                || joined.numbers.size() + rest->numbers.size() > width()) {
                return 0;
            }
            joined.numbers.append(rest->numbers.constData(), rest->numbers.size());
            joined.timestamp = rest->timestamp;
        }
        if (count == 1 || joined.numbers.size() != width()) {
            return 0;
        }
        append(joined, m_lines.at(i).physicalLine);
        m_scan.diagnostics.append({ Diagnostic::Severity::Note, m_lines.at(i).physicalLine,
            tr("row wrapped by mail rejoined with line %1")
                .arg(lineSpan(m_lines.at(i + 1).physicalLine,
                    m_lines.at(i + count - 1).physicalLine)) });
        return count;
    }

    /// A damaged row between good ones, or a row cut short at the end, is reported; anything
    /// else ends the block.
    qsizetype takeDamagedRow(qsizetype i, bool allNumbers)
    {
        const CleanLine &line = m_lines.at(i);
        const bool betweenRows = sameDepth(i + 1) && isFullRow(i + 1);
        if (betweenRows || endsBlock(i + 1)) {
            if (const qsizetype taken = takeRowWithOddValues(i)) {
                return taken;
            }
        }
        const bool cutAtEnd = allNumbers && endsBlock(i + 1);
        if (!looksNumeric(line.text) || !(betweenRows || cutAtEnd)) {
            return 0;
        }
        m_scan.diagnostics.append(
            {Diagnostic::Severity::Warning, line.physicalLine, headerNote(skipReason(line.text))});
        return 1;
    }

    /// Why a damaged row was not taken, in words: the field that is no number, or the count.
    QString skipReason(QStringView text) const
    {
        const QList<QStringView> fields = splitFields(text);
        if (fields.size() == width()) {
            for (qsizetype c = 0; c < fields.size(); ++c) {
                if (!parseUnsigned(fields.at(c))) {
                    return tr("row skipped: %1 is '%2', not a number")
                        .arg(m_scan.layout->names().value(c), quotedField(fields.at(c)));
                }
            }
        }
        return tr("row skipped: %1 fields where %2 numbers were expected")
            .arg(fields.size())
            .arg(width());
    }

    /// A row of the header's width whose odd fields are numbers that no counter holds (`-5`,
    /// `nan`, `1e309`, 400 digits, past 2^64): taken with those values missing and a warning
    /// each, so that the rows after it keep their times. 0 unless every field is a number and
    /// most are counters.
    qsizetype takeRowWithOddValues(qsizetype i)
    {
        if (m_scan.layout->hasTimestamp()) {
            return 0;
        }
        const CleanLine &line = m_lines.at(i);
        const QList<QStringView> fields = splitFields(line.text);
        if (fields.size() != width()) {
            return 0;
        }
        Row row;
        QList<qsizetype> odd;
        for (qsizetype c = 0; c < fields.size(); ++c) {
            if (const std::optional<double> value = parseUnsigned(fields.at(c))) {
                row.numbers.append(*value);
            } else if (isNumberNoCounterHolds(fields.at(c))) {
                row.numbers.append(qQNaN());
                odd.append(c);
            } else {
                return 0;
            }
        }
        if (odd.size() * 2 > fields.size()) {
            return 0; // mostly odd: a table of something else, not a row with a bad value
        }
        for (const qsizetype c : std::as_const(odd)) {
            m_scan.diagnostics.append({ Diagnostic::Severity::Warning, line.physicalLine,
                headerNote(tr("%1 is %2; read as missing")
                               .arg(m_scan.layout->names().at(c), noCounterValue(fields.at(c)))) });
        }
        append(row, line.physicalLine);
        return 1;
    }

    /// A CPU share over 100 % (`us` 900) is kept as read, and said once per column.
    void checkShares(const Row &row, int physicalLine)
    {
        static const QStringList shares { u"us"_s, u"sy"_s, u"id"_s, u"wa"_s, u"st"_s, u"gu"_s };
        const QStringList &names = m_scan.layout->names();
        for (qsizetype c = 0; c < names.size() && c < row.numbers.size(); ++c) {
            if (row.numbers[c] > 100 && shares.contains(names.at(c))
                && !m_sharesNoted.contains(names.at(c))) {
                m_sharesNoted.append(names.at(c));
                m_scan.diagnostics.append({ Diagnostic::Severity::Warning, physicalLine,
                    headerNote(tr("%1 is %2, over 100 %; kept as read")
                                   .arg(names.at(c), QString::number(row.numbers[c]))) });
            }
        }
    }

    bool endsBlock(qsizetype i) const
    {
        return i >= m_lines.size() || !sameDepth(i) || m_lines.at(i).isBlank();
    }

    QString headerNote(const QString &message) const
    {
        if (m_scan.headerLine == 0) {
            return message;
        }
        return tr("%1 (header on line %2)").arg(message, QString::number(m_scan.headerLine));
    }

    qsizetype takeRunTogetherRows(const Row &row, int physicalLine)
    {
        const qsizetype count = row.numbers.size() / width();
        for (qsizetype r = 0; r < count; ++r) {
            const double *const first = row.numbers.constData() + r * width();
            append(Row{Numbers(first, first + width()), {}}, physicalLine);
        }
        m_scan.diagnostics.append(
            {Diagnostic::Severity::Note, physicalLine,
             tr("%1 rows run together on one line were cut every %2 numbers")
                 .arg(count)
                 .arg(width())});
        return 1;
    }

    /// Whether `row`, right after a header of the layout again, is another copy's line since
    /// boot (`vmstat 1 5; vmstat 1 5` with nothing between): its averages are the first row's
    /// within a little drift, where the row before it was not. A header that vmstat printed
    /// again in one long run is followed by a sample like the ones before it.
    bool startsUnseparatedCopy(const Row &row) const
    {
        return m_sinceBoot && m_lastRow && averagesAlike(row, *m_sinceBoot)
            && !averagesAlike(*m_lastRow, *m_sinceBoot);
    }

    /// The columns vmstat averages since boot on its first line hold the same within a
    /// little drift: CPU shares within 2 points, rates within 10 % (or 2).
    bool averagesAlike(const Row &a, const Row &b) const
    {
        static const QStringList shares{ u"us"_s, u"sy"_s, u"id"_s, u"wa"_s, u"st"_s };
        static const QStringList rates{ u"si"_s, u"so"_s, u"bi"_s, u"bo"_s, u"in"_s, u"cs"_s };
        const QStringList &names = m_scan.layout->names();
        qsizetype compared = 0;
        for (qsizetype c = 0; c < names.size() && c < a.numbers.size() && c < b.numbers.size(); ++c) {
            const bool share = shares.contains(names.at(c));
            if (!share && !rates.contains(names.at(c))) {
                continue;
            }
            const double x = a.numbers.at(c);
            const double y = b.numbers.at(c);
            const double tolerance = share ? 2.0 : std::max(2.0, 0.1 * std::max(x, y));
            if (!(std::abs(x - y) <= tolerance)) {
                return false;
            }
            ++compared;
        }
        constexpr qsizetype leastCompared = 4; // 2.2's procps has no wa, BSD no si or so
        return compared >= leastCompared;
    }

    void append(const Row &row, int physicalLine)
    {
        ++m_scan.rowCount;
        if (m_afterRepeatedHeader && !m_pendingCopy && startsUnseparatedCopy(row)) {
            m_pendingCopy = CopyStart{};
            ++m_scan.unseparatedCopies;
        }
        m_afterRepeatedHeader = false;
        if (m_pendingCopy) {
            ++m_scan.copies;
        }
        if (m_scan.rowCount == 1 && m_scan.startsWithHeader) {
            m_sinceBoot = row;
        }
        m_lastRow = row;
        if (m_sink) {
            checkShares(row, physicalLine);
            m_sink(*m_scan.layout, row, physicalLine, m_pendingCopy ? &*m_pendingCopy : nullptr);
        }
        m_pendingCopy.reset();
    }

    Scan scanForeign(qsizetype i)
    {
        m_scan.foreign = true;
        m_scan.headerLine = m_lines.at(i).physicalLine;
        // The group line and the names line below it are one header: one warning.
        if (sameDepth(i + 1) && VmstatLayout::isForeignHeader(text(i + 1))) {
            ++i;
        }
        for (++i; sameDepth(i) && readRow(text(i)); ++i) {
        }
        m_scan.end = i;
        return m_scan;
    }

    const QList<CleanLine> &m_lines;
    qsizetype m_start;
    int m_depth;
    RowSink m_sink;
    SeparatorRun m_separators;
    std::optional<CopyStart> m_pendingCopy; // a loop's separator and header were just passed
    bool m_afterRepeatedHeader = false; // a header of the layout again, after rows
    std::optional<Row> m_sinceBoot; // the first row, when it averages since boot
    std::optional<Row> m_lastRow;
    Scan m_scan;
    bool m_cutNoted = false;
    QStringList m_sharesNoted; // CPU columns said to be over 100 %
};

/// Why a block that looks like vmstat yields no capture.
Diagnostic notImported(const Scan &scan)
{
    if (scan.foreign) {
        return {Diagnostic::Severity::Warning, scan.headerLine,
                QCoreApplication::translate("vmscope::VmstatParser",
                                            "BSD or Solaris vmstat (another column schema) is "
                                            "recognised but not imported")};
    }
    return {Diagnostic::Severity::Warning, scan.ambiguousLine,
            QCoreApplication::translate("vmscope::VmstatParser",
                                        "rows of 16 numbers without a header fit both procps 2.0 "
                                        "(r b w ... us sy id) and procps 3.x (r b ... us sy id wa); "
                                        "not imported")};
}

double medianStep(const ValueColumn &times)
{
    std::vector<double> steps;
    for (std::size_t i = 1; i < times.size(); ++i) {
        steps.push_back(times[i] - times[i - 1]);
    }
    if (steps.empty()) {
        return 1.0;
    }
    std::nth_element(steps.begin(), steps.begin() + std::ptrdiff_t(steps.size() / 2), steps.end());
    return std::max(steps[steps.size() / 2], 1.0);
}

} // namespace

static std::optional<BlockExtent> detectBlock(const QList<CleanLine> &lines,
                                                qsizetype start)
{
    if (start >= lines.size() || lines.at(start).isBlank()) {
        return std::nullopt;
    }
    const Scan scan = Scanner(lines, start, SeparatorRun::lineAbove(lines, start)).run();
    if (scan.foreign || scan.ambiguousLine > 0) {
        return BlockExtent{start, scan.end, 60};
    }
    if (scan.rowCount == 0) {
        // Names lines repeated without a row between them: none of them starts a block.
        return scan.headersEnd > start ? std::optional(BlockExtent::none(start, scan.headersEnd))
                                       : std::nullopt;
    }
    return BlockExtent{start, scan.end, scan.startsWithHeader ? 100 : 70};
}

static ParseResult parseBlock(const TextBlock &block, const ParseContext &context)
{
    Q_UNUSED(context);
    ParseResult result;
    if (block.lines.isEmpty()) {
        return result;
    }
    const VmstatCommandLine command = VmstatCommandLine::fromPreamble(block.preamble);
    const double interval = command.interval().value_or(1.0);
    std::optional<TimeSeries> series;
    QDateTime start;
    const std::optional<SeparatorLine> above = SeparatorRun(block.lineAbove()).beforeFirstCopy();
    LoopClock clock(interval, above ? above->time : std::nullopt);
    const auto store = [&](const VmstatLayout &layout, const Row &row, int physicalLine,
                           const CopyStart *copy) {
        if (!series) {
            start = row.timestamp;
            series.emplace(layout.columns(command.memoryUnit()), interval, true);
            // A row per line at most: the columns never grow by doubling (and copying) a
            // week of samples, nor hold up to twice what they need.
            series->reserve(block.lines.size());
        }
        const double untimed = clock.next(copy != nullptr, copy ? copy->time : std::nullopt);
        const double time = start.isValid() && row.timestamp.isValid()
            ? double(start.secsTo(row.timestamp))
            : untimed;
        if (copy) {
            series->markNextSampleSinceBoot();
        }
        series->appendSample(time, row.numbers, physicalLine);
    };
    const Scan scan = Scanner(block.lines, 0, block.lineAbove(), store).run();
    if (scan.foreign || scan.ambiguousLine > 0) {
        result.diagnostics.append(notImported(scan));
        return result;
    }
    if (!scan.layout || !series) {
        return result;
    }
    if (scan.layout->hasTimestamp() && start.isValid()) {
        series->setStartTime(start);
        series->setInterval(medianStep(series->time()), false);
    } else if (const QDateTime loopStart = clock.startTime(); loopStart.isValid()) {
        series->setStartTime(loopStart); // the loop printed dates
    }
    series->setFirstSampleIsSinceBoot(scan.startsWithHeader);
    Diagnostics diagnostics = scan.diagnostics;
    if (const qsizetype separated = scan.copies - scan.unseparatedCopies; separated > 0) {
        diagnostics.append({Diagnostic::Severity::Note, block.firstLine(),
            QCoreApplication::translate("vmscope::VmstatParser",
                "%n more copies of vmstat after a loop's separators read as one series; the "
                "first row of each averages since boot and is not counted", nullptr,
                int(separated))});
    }
    if (scan.unseparatedCopies > 0) {
        diagnostics.append({Diagnostic::Severity::Note, block.firstLine(),
            QCoreApplication::translate("vmscope::VmstatParser",
                "%n more copies of vmstat after its header alone read as one series: the first "
                "row of each holds the first row's averages since boot and is not counted",
                nullptr, int(scan.unseparatedCopies))});
    }

    return ParseResult::one(
        CaptureKind::Vmstat, scan.layout->variant(), std::move(*series), diagnostics);
}

LogParser vmstatParser()
{
    return LogParser(u"vmstat"_s, CaptureKind::Vmstat, &detectBlock, &parseBlock,
        { uR"(procs\b[\s-]+memory\b)"_s, uR"(r\s+b\s+(?:w\s+)?swpd\b)"_s });
}

} // namespace vmscope
