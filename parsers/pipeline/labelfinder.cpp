// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/pipeline/labelfinder.h"

#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

qsizetype wordCount(QStringView text)
{
    return text.split(u' ', Qt::SkipEmptyParts).size();
}

/// `ext3 is misbehaving:`, `When the server is writing to ext2, it is good:`, `[ordered]`.
QString colonOrBracketLabel(const QString &line)
{
    static const QRegularExpression bracket(uR"(^\[([^\]]{1,60})\]$)"_s);
    if (const auto match = bracket.match(line); match.hasMatch() && wordCount(match.captured(1)) <= 5) {
        return match.captured(1).trimmed();
    }
    static const QRegularExpression attribution(uR"(\bwrote:$|\bwrites:$|^(On|Am|Le|El)\b.*:$)"_s);
    if (line.endsWith(u':') && wordCount(line) <= 20 && !attribution.match(line).hasMatch()) {
        return line.chopped(1).trimmed();
    }
    return {};
}

/// A sentence a person wrote, as opposed to command output, prompts, paths or signatures.
/// A line a log printed (`[17807.172581] rcu: INFO: ...`, `Sep 21 12:48:10 host kernel: ...`):
/// what the log says, never what the sender calls it.
bool isLogLine(const QString &line)
{
    static const QRegularExpression stamp(
        uR"(^(?:\[ *\d+\.\d+\]|[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d \S+ ))"_s);
    return !line.isEmpty() && (line.startsWith(u'[') || line.at(0).isUpper())
        && stamp.match(line).hasMatch();
}

/// `run OpenOffice` a blank line above the block and alone in its paragraph: a few words
/// the sender typed to name what follows, not a sentence and not a command.
bool isLoneTitle(const QList<CleanLine> &preamble, qsizetype i)
{
    const QString line = preamble.at(i).text.trimmed();
    const bool alone = i == 0 || preamble.at(i - 1).text.trimmed().isEmpty();
    const qsizetype letters
        = std::count_if(line.cbegin(), line.cend(), [](QChar c) { return c.isLetter(); });
    return alone && line.size() <= 40 && wordCount(line) >= 2 && wordCount(line) <= 5
        && letters * 10 >= line.size() * 7 && !line.endsWith(u'.') && !line.endsWith(u',')
        && !LabelFinder::namesATool(line);
}

bool isProse(const QString &line)
{
    // Three words of letters at least: `- vmstat 5` or `top -b` is a command, not a sentence.
    qsizetype words = 0;
    for (const QStringView token : QStringView(line).split(u' ', Qt::SkipEmptyParts)) {
        const auto letters = std::count_if(token.begin(), token.end(),
            [](QChar c) { return c.isLetter(); });
        const bool digits = std::any_of(token.begin(), token.end(),
            [](QChar c) { return c.isDigit(); });
        words += letters >= 2 && !digits ? 1 : 0;
    }
    if (words < 3) {
        return false;
    }
    if (wordCount(line) < 3 || line.startsWith(u"--"_s) || line.startsWith(u'[')
        || line.startsWith(u'{') || line.startsWith(u'$') || line.startsWith(u'#')) {
        return false;
    }
    static const QRegularExpression machine(
        uR"((^|\s)/\w|@|\bwrote:$|^\S+:\s*\S+\s*$|\s=\s|^(From|To|Cc|Subject|Date|Message-I[Dd]|In-Reply-To|References|Reply-To|Sender|Organization|User-Agent):\s)"_s);
    if (machine.match(line).hasMatch()) {
        return false;
    }
    qsizetype letters = 0;
    qsizetype visible = 0;
    for (const QChar c : line) {
        letters += c.isLetter() ? 1 : 0;
        visible += c.isSpace() ? 0 : 1;
    }
    return letters * 10 >= visible * 6;
}

/// `/proc/slabinfo (the only suspicious entry)`: a file named, then what it shows, as a caption.
bool isPathCaption(const QString &line)
{
    static const QRegularExpression caption(uR"(^/[\w/.:-]+\s+\(([^()]+)\):?$)"_s);
    const auto match = caption.match(line);
    return match.hasMatch() && wordCount(match.captured(1)) >= 2;
}

/// A label line that starts in lower case finishes a sentence that mail wrapped: take the
/// lines above it back to where the sentence began.
QString withWrappedStart(const QList<CleanLine> &preamble, qsizetype index)
{
    QString text = preamble.at(index).text.trimmed();
    static const QRegularExpression sentenceEnd(uR"([.!?:;]$)"_s);
    for (qsizetype i = index - 1; i >= 0 && text.at(0).isLower(); --i) {
        const QString above = preamble.at(i).text.trimmed();
        if (above.isEmpty() || preamble.at(i).quoteDepth != preamble.at(index).quoteDepth
            || sentenceEnd.match(above).hasMatch() || above.size() + text.size() > 240) {
            break;
        }
        text = above + u' ' + text;
    }
    return text;
}

QString shortened(QString label)
{
    label = label.simplified();
    if (label.size() <= LabelFinder::maxLabelLength) {
        return label;
    }
    qsizetype cut = label.lastIndexOf(u' ', LabelFinder::maxLabelLength - 1);
    if (cut < LabelFinder::maxLabelLength / 2) {
        cut = LabelFinder::maxLabelLength - 1;
    }
    return label.left(cut) + u'…';
}

/// The tools whose output the formats are, as a regular expression's alternatives.
const QString toolNames
    = u"vmstat|top|iostat|slabtop|slabinfo|readprofile|oprofile|opreport|perf|time|dmesg"_s;

/// Caption shapes that name the log below them whole: `==> 2.6.8-rc2-mm1 <==` (as `tail` and
/// `head` print file names), `Kernel 2.6.8-rc2 - stock`, `vmstat 5 on 2.6.7`.
QString shapedCaption(const QString &line)
{
    // `==> 2.6.8-rc2-mm1 <==` and `--- 2.4.19 ---`.
    static const QRegularExpression arrows(uR"(^(?:==>|-{2,})\s*(.{1,60}?)\s*(?:<==|-{2,})$)"_s);
    static const QRegularExpression mailer(
        uR"(original message|forwarded message|cut here|snip)"_s, QRegularExpression::CaseInsensitiveOption);
    if (const auto match = arrows.match(line);
        match.hasMatch() && !mailer.match(match.capturedView(1)).hasMatch()) {
        return match.captured(1);
    }
    // `/dev/hda1` alone above a run: the device or mount point it measured.
    static const QRegularExpression path(uR"(^/[\w.+-]+(?:/[\w.+-]+)*/?:?$)"_s);
    if (line.size() <= 60 && path.match(line).hasMatch()) {
        return line.endsWith(u':') ? line.chopped(1) : line;
    }
    static const QRegularExpression kernelDash(
        uR"(^(?:kernel|linux)\s+v?\d+\.\d+[\w.+~-]*\s+[-–:]\s+\S.{0,60}$)"_s,
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression toolOn(
        u"^(?:"_s + toolNames + uR"()\b[^:]{0,30}\s(?:on|with|for|under)\s+\S.{0,50}?:?$)"_s,
        QRegularExpression::CaseInsensitiveOption);
    // `2.4.0-prerelease:     average 10.9536 MB/sec`: the kernel, then what its runs gave.
    // A kernel has three numbers or a suffix (`2.6.8`, `2.4.0-prerelease`); an address
    // (`192.168.1.1: icmp_seq=1`) has four and does not match.
    static const QRegularExpression kernelSummary(
        uR"(^((?:linux-)?v?\d+\.\d+(?:\.\d+)?(?:-[\w.+~-]+)?):\s+\S.{0,60}$)"_s,
        QRegularExpression::CaseInsensitiveOption);
    if (const auto match = kernelSummary.match(line); match.hasMatch()) {
        const QString kernel = match.captured(1);
        if (kernel.count(u'.') >= 2 || kernel.contains(u'-')) {
            return kernel;
        }
    }
    if (kernelDash.match(line).hasMatch() || toolOn.match(line).hasMatch()) {
        return line.endsWith(u':') ? line.chopped(1).trimmed() : line;
    }
    return {};
}

/// The last `count` lines of `preamble` that are not blank, nearest the block first.
QList<qsizetype> nonBlankAbove(const QList<CleanLine> &preamble, int count)
{
    QList<qsizetype> lines;
    for (qsizetype i = preamble.size() - 1; i >= 0 && lines.size() < count; --i) {
        if (!preamble.at(i).text.trimmed().isEmpty()) {
            lines.append(i);
        }
    }
    return lines;
}

} // namespace

QString LabelFinder::kernelLabel(const QString &line)
{
    static const QRegularExpression kernel(
        uR"(^(?:(?:with|on|kernel|linux|using)\s+)?\[?((?:linux-)?v?\d+\.\d+(?:\.\d+)*[\w.+~-]*)\]?\s*:?$)"_s,
        QRegularExpression::CaseInsensitiveOption);
    const auto match = kernel.match(line.trimmed());
    return match.hasMatch() ? match.captured(1) : QString();
}

bool LabelFinder::namesATool(const QString &line)
{
    static const QRegularExpression tool(
        uR"(^[\s*>-]*(?:)"_s + toolNames + uR"()\b[^:#$%]{0,30}$)"_s);
    return tool.match(line).hasMatch();
}

bool LabelFinder::isMailHeader(const QString &line)
{
    static const QRegularExpression header(
        uR"(^(?:From|To|Cc|Bcc|Subject|Date|Message-I[Dd]|In-Reply-To|References|Reply-To|Sender|Organization|User-Agent|MIME-Version|Mime-Version|Content-[\w-]+|X-[\w-]+|Received|Return-Path|List-[\w-]+|Precedence|Lines|Status|Delivered-To|Mail-Followup-To|Thread-[\w-]+|Importance|Priority)\s*:\s)"_s);
    return header.match(line).hasMatch();
}

QString LabelFinder::subjectLabel(const QString &subject)
{
    static const QRegularExpression prefixes(
        uR"(^(?:\s*(?:(?:Re|RE|Aw|AW|Fwd?|FW)\s*:|\[(?:PATCH|RFC|BUG|lkml|linux-mm)[^\]]*\]))+\s*)"_s);
    QString label = subject;
    label.remove(prefixes);
    return shortened(label.isEmpty() ? subject : label);
}

LabelChoice LabelFinder::choose(const QList<CleanLine> &preamble)
{
    const auto because = [&](const QString &label, const char *rule, qsizetype index) {
        return LabelChoice { label,
            u"%1 on line %2"_s.arg(QString::fromLatin1(rule)).arg(preamble.at(index).physicalLine) };
    };
    for (const qsizetype i : nonBlankAbove(preamble, labelLookBack)) {
        const QString line = preamble.at(i).text.trimmed();
        if (isMailHeader(line) || isLogLine(line)) {
            continue;
        }
        // A title underlined with `====` or `----` (as mmtests and many reports print them).
        static const QRegularExpression ruler(uR"(^(?:={3,}|-{3,})$)"_s);
        if (i > 0 && ruler.match(line).hasMatch()) {
            const QString title = preamble.at(i - 1).text.trimmed();
            if (!title.isEmpty() && title.size() <= 60 && wordCount(title) <= 6
                && !ruler.match(title).hasMatch()) {
                return because(title, "underlined title", i - 1);
            }
            continue;
        }
        if (const QString kernel = kernelLabel(line); !kernel.isEmpty()) {
            return because(kernel, "kernel caption", i);
        }
        if (const QString caption = shapedCaption(line); !caption.isEmpty()) {
            return because(shortened(caption), "caption", i);
        }
        if (const QString label = colonOrBracketLabel(withWrappedStart(preamble, i));
            !label.isEmpty()) {
            return because(shortened(label), "colon caption", i);
        }
    }
    for (const qsizetype i : nonBlankAbove(preamble, proseLookBack)) {
        const QString line = preamble.at(i).text.trimmed();
        if (isMailHeader(line)) {
            break; // the headers end the search: no prose between them and the block
        }
        if (i == preamble.size() - 2 && isLoneTitle(preamble, i)) {
            return because(line, "title", i);
        }
        if (isProse(line) || isPathCaption(line)) {
            return because(shortened(withWrappedStart(preamble, i)), "sentence", i);
        }
    }
    return {};
}

} // namespace vmscope
