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
    // `On Mon, 12 Aug 2002, Andrew Morton wrote:` (a date or a time in it); not `On the busy
    // nodes ... format:` or `On RHEL 3 (2.4.21-4.ELsmp) the box looks like this:`.
    static const QRegularExpression attribution(uR"(\bwrote:$|\bwrites:$|^(On|Am|Le|El)\b.*(?:\d:\d\d|\b\d{4}\b).*:$)"_s);
    if (line.endsWith(u':') && wordCount(line) <= 20 && !attribution.match(line).hasMatch()) {
        return line.chopped(1).trimmed();
    }
    return {};
}

/// A line a log printed (`[17807.172581] rcu: INFO: ...`, `Sep 21 12:48:10 host kernel: ...`,
/// a driver's `brcmfmac: brcmf_escan_timeout: timer expired`, `usb 1-1: reset`): what the log
/// says, never what the sender calls it.
bool isLogLine(const QString &line)
{
    static const QRegularExpression stamp(
        uR"(^(?:\[ *\d+\.\d+\]|[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d \S+ ))"_s);
    // A driver's or subsystem's prefix: a digit in it (`ata1:`, `usb 1-1:`), an underscore
    // (`warn_alloc:`) or a second prefix (`brcmfmac: brcmf_escan_timeout:`); `note: ...` is a
    // sender's.
    static const QRegularExpression printkPrefix(
        uR"(^(?:[a-z][\w-]*\d[\w-]*|[a-z][\w-]* [\w.:-]*\d[\w.:-]*|[a-z]\w*_\w*|[a-z][\w-]*: [a-z]\w*_\w*): [^\s:])"_s);
    return !line.isEmpty()
        && (((line.startsWith(u'[') || line.at(0).isUpper()) && stamp.match(line).hasMatch())
            || printkPrefix.match(line).hasMatch());
}

/// `c2daff748f0ea954`, `12 0 3`, `0/stats.json:  "will-it-scale.ops": 105228,`: most words
/// hold a digit (numbers, commit ids, addresses), as data does and a caption does not.
bool isValuesLine(const QString &line)
{
    const auto words = QStringView(line).split(u' ', Qt::SkipEmptyParts);
    const auto withDigit = std::count_if(words.cbegin(), words.cend(), [](QStringView word) {
        return std::any_of(word.begin(), word.end(), [](QChar c) { return c.isDigit(); });
    });
    return withDigit == words.size() || (withDigit >= 2 && withDigit * 2 >= words.size());
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

/// A sentence a person wrote, as opposed to command output, prompts, paths or signatures.
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
    // A command line typed for the reader to run (`cd lkp-tests`, `sudo bin/lkp install
    // job.yaml`), or what a command said (`cat: bad: Input/output error`).
    static const QRegularExpression command(
        uR"(^(?:sudo|cd|git|make|cat|echo|mount|umount|dd|insmod|modprobe|rmmod|perf|bin/\S+|\./\S+)\s|^[a-z][\w.-]*: [^\s:]+: [A-Z])"_s);
    if (machine.match(line).hasMatch() || command.match(line).hasMatch()) {
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

bool endsSentence(const QString &text)
{
    static const QRegularExpression end(uR"([.!?:;]$)"_s);
    return end.match(text).hasMatch();
}

/// A sentence as mail wrapped it: its text, and the preamble index of its first line.
struct Sentence
{
    QString text;
    qsizetype first = 0;
};

/// A label line that starts in lower case finishes a sentence that mail wrapped: take the
/// lines above it back to where the sentence began.
Sentence withWrappedStart(const QList<CleanLine> &preamble, qsizetype index)
{
    Sentence sentence { preamble.at(index).text.trimmed(), index };
    // `(this is a production box):` goes on from the line above as much as `so it stalls:`.
    const auto runsOn = [](const QString &text) {
        return text.at(0).isLower() || (text.size() > 1 && text.at(0) == u'(' && text.at(1).isLower());
    };
    for (qsizetype i = index - 1; i >= 0 && runsOn(sentence.text); --i) {
        const QString above = preamble.at(i).text.trimmed();
        if (above.isEmpty() || preamble.at(i).quoteDepth != preamble.at(index).quoteDepth
            || endsSentence(above) || above.size() + sentence.text.size() > 240
            || above.startsWith(u'#') || above.startsWith(u'$')) { // a prompt ends no sentence
            break;
        }
        sentence = { above + u' ' + sentence.text, i };
    }
    return sentence;
}

/// `> the patches do not recover it.` whose quoted sentence began above a reply typed into
/// the quote: the end of a long sentence, not a caption.
bool isInterrupted(const QList<CleanLine> &preamble, const Sentence &sentence)
{
    if (!sentence.text.at(0).isLower()) {
        return false;
    }
    const int depth = preamble.at(sentence.first).quoteDepth;
    bool interjection = false;
    for (qsizetype i = sentence.first - 1; i >= 0; --i) {
        if (preamble.at(i).quoteDepth != depth) {
            interjection = interjection || !preamble.at(i).text.trimmed().isEmpty();
            continue;
        }
        const QString above = preamble.at(i).text.trimmed();
            return interjection && !above.isEmpty() && !endsSentence(above);
    }
    return false;
}

/// `2) add more swap`, `- try this`: an item of a list, not a sentence that names a log.
bool isListItem(const QString &text)
{
    static const QRegularExpression item(uR"(^(?:\d{1,2}[.)]|[-*•o])\s)"_s);
    return item.match(text).hasMatch();
}

/// The one kernel version a sentence names as a kernel (`2.4.9-12smp` in `(RedHat 7.1
/// kernel-2.4.9-12smp, glibc-2.2.4-19)`, `On 2.4.24 some threads ...`, `in kernel version
/// 4.14.142`), or empty: none, several, or a version that is a patch set's (`block-2.6.33`)
/// or a tool's.
QString kernelInSentence(const QString &text)
{
    // After `kernel`, `linux` (`-`, a blank or ` version `), `on`, `with`, `running`,
    // `booted`, or first in the sentence; three or four numbers, or two and a suffix; never
    // a sentence's final dot.
    static const QRegularExpression version(
        uR"((?:^|\b(?:kernel|linux)(?:-|\s+(?:version\s+)?)|\b(?:on|with|running|booted|using|under)\s+)v?([2-6]\.\d{1,2}(?:(?:\.\d+){1,2}(?:-[\w.+~]*[\w+~])?|-[\w.+~]*[\w+~]))(?=[\s,;:)!?]|\.(?:\s|$)|$))"_s,
        QRegularExpression::CaseInsensitiveOption);
    QString found;
    for (auto it = version.globalMatch(text); it.hasNext();) {
        const QString kernel = it.next().captured(1);
        if (!found.isEmpty() && kernel != found) {
            return {};
        }
        found = kernel;
    }
    return found;
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
    // A line ending in a colon names what follows it: once values stand between it and the
    // block (`commit:` above LKP's commit ids), it names those, not the block.
    // Log lines above the block are more of the log the caption names: they do not count
    // as lines looked at.
    bool valuesBetween = false;
    int looked = 0;
    for (const qsizetype i : nonBlankAbove(preamble, proseLookBack)) {
        const QString line = preamble.at(i).text.trimmed();
        if (isMailHeader(line)) {
            break; // another message's lines are above its headers
        }
        if (isLogLine(line)) {
            continue;
        }
        if (++looked > labelLookBack) {
            break;
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
        if (const QString label = colonOrBracketLabel(withWrappedStart(preamble, i).text);
            !label.isEmpty() && !valuesBetween) {
            return because(shortened(label), "colon caption", i);
        }
        valuesBetween = valuesBetween || isValuesLine(line);
    }
    // The prose fallback: the nearest sentence above, past code, signatures, log lines and
    // the tool's name. A link or lines of data between them (LKP's commit ids, `stats.json`
    // values) mean the sentence speaks of those.
    int valueLines = 0;
    for (const qsizetype i : nonBlankAbove(preamble, proseLookBack)) {
        const QString line = preamble.at(i).text.trimmed();
        if (i == preamble.size() - 2 && isLoneTitle(preamble, i)) {
            return because(line, "title", i);
        }
        if (isMailHeader(line)) {
            break; // the headers end the search: no prose between them and the block
        }
        if (isLogLine(line)) {
            continue; // more of the log, or another log: never what the sender calls it
        }
        if (!isProse(line) && !isPathCaption(line)) {
            // A link between a sentence and the block: the sentence points to it
            // (`The messages file are here:`), not to the block.
            static const QRegularExpression link(uR"(^\S*\w://\S+$)"_s);
            valueLines += isValuesLine(line) ? 1 : 0;
            if (link.match(line).hasMatch() || valueLines >= 2) {
                break;
            }
            continue;
        }
        const Sentence sentence = withWrappedStart(preamble, i);
        if (isListItem(sentence.text) || isInterrupted(preamble, sentence)) {
            break;
        }
        if (const QString kernel = kernelInSentence(sentence.text); !kernel.isEmpty()) {
            return because(kernel, "kernel named in the sentence", i);
        }
        return because(shortened(sentence.text), "sentence", i);
    }
    return {};
}

} // namespace vmscope
