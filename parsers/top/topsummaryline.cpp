// SPDX-License-Identifier: GPL-2.0-or-later
//
// The summary lines of every top generation, read by label and by the name after each number,
// never by position (top.md lists them):
//
//    12:33pm  up 48 min,  2 users,  load average: 8.59, 6.52, 4.77        procps 2.0
//   CPU0 states:  0.0% user, 80.5% system,  0.1% nice, 18.4% idle
//   Cpu(s):  0.3%us,  0.7%sy,  0.0%ni, 98.7%id,  0.3%wa,  0.0%hi,  0.0%si,  0.0%st  procps 3.2
//   KiB Swap:  2097148 total,  2097148 free,        0 used. 13412588 avail Mem     procps-ng
//   CPU:  0.0% usr  0.1% sys  0.0% nic 99.8% idle  0.0% io  0.0% irq  0.0% sirq  busybox
//
// Tolerated: a locale decimal comma (`0,6%`), long fractions, commas dropped or glued
// (`0.0 ni,100.0 id`), several segments on one line (procps-ng 4's doubled-up columns),
// values cut by top (`12345678+`) and graph-mode bars instead of numbers.
#include "parsers/top/topsummaryline.h"

#include "parsers/top/topnumbers.h"

#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

using Kind = TopSummaryLine::Kind;

struct Token
{
    enum Type : quint8 { Number, Word, Colon };
    Type type = Word;
    QStringView text; // the digits of a number (without suffix), or the word
    QStringView whole; // as printed, suffixes included
    QChar suffix; // '%', 'K' or 'k' after a number, null otherwise
    bool truncated = false; // top cut the value to fit: `12345678+`
    bool integerWhole = false; // ...after its decimal point: `1234567.+`
    bool graph = false; // `3.1/1.0` or `4[|||`: a graph-mode bar
};
using Tokens = QVarLengthArray<Token, 48>;

bool isBlank(QChar c)
{
    return c == u' ' || c == u'\t';
}

bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

qsizetype skipBlanks(QStringView text, qsizetype i)
{
    while (i < text.size() && isBlank(text.at(i))) {
        ++i;
    }
    return i;
}

qsizetype skipDigits(QStringView text, qsizetype i)
{
    while (i < text.size() && isDigit(text.at(i))) {
        ++i;
    }
    return i;
}

/// Numbers (with a decimal comma only between digits), words and colons; commas and blanks
/// separate them.
Tokens tokenize(QStringView text)
{
    Tokens tokens;
    qsizetype i = 0;
    const qsizetype size = text.size();
    while (i < size) {
        const QChar c = text.at(i);
        if (isBlank(c) || c == u',') {
            ++i;
            continue;
        }
        Token token;
        const qsizetype begin = i;
        if (c == u':') {
            token.type = Token::Colon;
            ++i;
        } else if (isDigit(c)) {
            token.type = Token::Number;
            i = skipDigits(text, i);
            if (i + 1 < size && (text.at(i) == u'.' || text.at(i) == u',')
                && isDigit(text.at(i + 1))) {
                i = skipDigits(text, i + 1);
            } else if (i + 1 < size && text.at(i) == u'.' && text.at(i + 1) == u'+') {
                token.integerWhole = true;
            }
            token.text = text.mid(begin, i - begin);
            i += token.integerWhole ? 1 : 0;
            if (i < size && (text.at(i) == u'%' || text.at(i) == u'K' || text.at(i) == u'k')) {
                token.suffix = text.at(i++);
            }
            if (i < size && text.at(i) == u'+') {
                token.truncated = true;
                ++i;
            }
            if (i < size && (text.at(i) == u'/' || text.at(i) == u'[')) {
                token.graph = true;
                while (i < size && !isBlank(text.at(i))) {
                    ++i;
                }
            }
        } else {
            while (i < size && !isBlank(text.at(i)) && text.at(i) != u',' && text.at(i) != u':') {
                ++i;
            }
            token.text = text.mid(begin, i - begin);
            if (token.text.size() > 1 && token.text.endsWith(u'.')) {
                token.text.chop(1); // `used.` before `avail Mem`
            }
        }
        token.whole = text.mid(begin, i - begin);
        tokens.append(token);
    }
    return tokens;
}

TopField taskField(QStringView word)
{
    if (word == u"total") {
        return TopField::Tasks;
    }
    if (word == u"running") {
        return TopField::Running;
    }
    if (word == u"sleeping" || word == u"sleep") {
        return TopField::Sleeping;
    }
    if (word == u"stopped") {
        return TopField::Stopped;
    }
    if (word == u"zombie") {
        return TopField::Zombie;
    }
    return word == u"d-sleep" ? TopField::DSleep : TopField::Unknown;
}

TopField cpuField(QStringView word)
{
    struct Name
    {
        QStringView word;
        TopField field;
    };
    // procps 2.0, procps 3.x long and short, busybox.
    static constexpr Name names[] = { { u"user", TopField::Us }, { u"us", TopField::Us },
        { u"usr", TopField::Us }, { u"system", TopField::Sy }, { u"sy", TopField::Sy },
        { u"sys", TopField::Sy }, { u"nice", TopField::Ni }, { u"ni", TopField::Ni },
        { u"nic", TopField::Ni }, { u"idle", TopField::Id }, { u"id", TopField::Id },
        { u"iowait", TopField::Wa }, { u"IO-wait", TopField::Wa }, { u"wa", TopField::Wa },
        { u"io", TopField::Wa }, { u"irq", TopField::Hi }, { u"hi", TopField::Hi },
        { u"softirq", TopField::Sirq }, { u"si", TopField::Sirq }, { u"sirq", TopField::Sirq },
        { u"st", TopField::St }, { u"steal", TopField::St } };
    for (const Name &name : names) {
        if (word == name.word) {
            return name.field;
        }
    }
    return TopField::Unknown;
}

TopField memoryField(QStringView word, bool swap)
{
    if (word == u"av" || word == u"total") {
        return swap ? TopField::SwapTotal : TopField::Total;
    }
    if (word == u"used") {
        return swap ? TopField::SwapUsed : TopField::Used;
    }
    if (word == u"free") {
        return swap ? TopField::SwapFree : TopField::Free;
    }
    // The page cache is printed on the swap line by procps 2.0 to 3.3.9.
    if (word == u"cached" || word == u"cache" || word == u"buff/cache") {
        return TopField::Cache;
    }
    if (word == u"avail") {
        return TopField::Avail;
    }
    if (swap) {
        return TopField::Unknown;
    }
    if (word == u"shrd" || word == u"shared") {
        return TopField::Shrd;
    }
    return word == u"buff" || word == u"buffers" ? TopField::Buff : TopField::Unknown;
}

bool isRmapWord(QStringView word)
{
    return word == u"actv" || word == u"in_d" || word == u"in_c" || word == u"target"
        || word == u"active" || word == u"inactive";
}

struct Label
{
    Kind kind = Kind::None;
    int cpu = -1;
    qsizetype length = 0; // tokens taken, colon included
    double kibPerUnit = 1; // procps-ng memory lines name their unit
    unsigned hints = TopSummaryLine::NoHint;
};

/// `CPU`, `CPU0`, `Cpu(s)`, `Cpu12`, `%Cpu(s)`, `%Cpu0`, `%Cpp0`, `%Cpe8`: the CPU (-1 for all)
/// and hints, or nullopt.
std::optional<Label> cpuLabel(QStringView word)
{
    Label label;
    label.kind = Kind::Cpu;
    const bool percent = word.startsWith(u'%');
    if (percent) {
        word = word.mid(1);
        label.hints |= TopSummaryLine::ProcpsNg;
    }
    if (word.startsWith(u"CPU") && !percent) {
        // procps 2.0 or busybox: the names that follow tell (see readPairs()).
    } else if (word.startsWith(u"Cpu")) {
        label.hints |= percent ? 0u : unsigned(TopSummaryLine::ProcpsThree);
    } else if (percent && (word.startsWith(u"Cpp") || word.startsWith(u"Cpe"))) {
        label.hints |= TopSummaryLine::ProcpsNgFour;
    } else {
        return std::nullopt;
    }
    const QStringView rest = word.mid(3);
    if (rest.isEmpty() || rest == u"(s)") {
        return label;
    }
    const std::optional<double> number = rest.size() <= 4 ? parseTopDecimal(rest) : std::nullopt;
    if (!number || !std::all_of(rest.begin(), rest.end(), isDigit)) {
        return std::nullopt;
    }
    label.cpu = int(*number);
    return label;
}

class SegmentReader
{
public:
    SegmentReader(const Tokens &tokens, TopSummaryLine &line)
        : m_tokens(tokens)
        , m_line(line)
    {
    }

    void run()
    {
        if (m_tokens.isEmpty()) {
            return;
        }
        if (readTableRow() || readRmap()) {
            return;
        }
        qsizetype known = 0;
        while (m_t < m_tokens.size()) {
            const std::optional<Label> label = labelAt(m_t);
            if (!label) {
                if (m_line.segments.isEmpty()) {
                    return;
                }
                ++m_t;
                continue;
            }
            if (m_line.segments.isEmpty()) {
                m_line.kind = label->kind;
            } else if (label->kind == Kind::Cpu || m_line.kind == Kind::Cpu
                || label->kind == Kind::Swap) {
                m_line.hints |= TopSummaryLine::ProcpsNgFour; // 4.0's doubled-up columns
            }
            m_line.segments.append({ label->kind, label->cpu });
            m_line.hints |= label->hints;
            m_topOnlyLabel = m_topOnlyLabel || label->kind == Kind::Cpu
                || label->kind == Kind::Tasks || label->hints != TopSummaryLine::NoHint;
            if (label->kind == Kind::Tasks && m_tokens.at(m_t).type == Token::Number) {
                append(TopField::Tasks, -1, m_tokens.at(m_t)); // procps 2.0 `220 processes:`
                ++known;
            }
            m_t += label->length;
            if (label->kind == Kind::Cpu && readTableHeader()) {
                return;
            }
            known += readPairs(*label);
        }
        // `free` prints `Mem:` and `Swap:` with bare numbers: only named values make top, or
        // a label only top prints with a number cut off its name (`Cpu(s):  1.0%`).
        const bool cutShort = m_topOnlyLabel && !m_line.unnamed.isEmpty();
        if (known == 0 && !m_line.graph && m_line.truncated.isEmpty() && !cutShort) {
            m_line.kind = Kind::None;
        }
    }

private:
    bool isWord(qsizetype t, QStringView word = {}) const
    {
        return t < m_tokens.size() && m_tokens.at(t).type == Token::Word
            && (word.isEmpty() || m_tokens.at(t).text == word);
    }
    bool isColon(qsizetype t) const
    {
        return t < m_tokens.size() && m_tokens.at(t).type == Token::Colon;
    }

    std::optional<Label> labelAt(qsizetype t) const
    {
        const Token &token = m_tokens.at(t);
        if (token.type == Token::Number) {
            if (isWord(t + 1, u"processes") && isColon(t + 2)) {
                return Label { Kind::Tasks, -1, 3, 1, TopSummaryLine::ProcpsTwo };
            }
            return std::nullopt;
        }
        if (token.type != Token::Word) {
            return std::nullopt;
        }
        const QStringView word = token.text;
        if ((word == u"Tasks" || word == u"Threads") && isColon(t + 1)) {
            return Label { Kind::Tasks, -1, 2, 1, TopSummaryLine::ProcpsThree };
        }
        if ((word == u"Mem" || word == u"Swap") && isColon(t + 1)) {
            return Label { word == u"Mem" ? Kind::Memory : Kind::Swap, -1, 2, 1, 0 };
        }
        if (const double kib = kibPerUnit(word);
            kib > 0 && (isWord(t + 1, u"Mem") || isWord(t + 1, u"Swap")) && isColon(t + 2)) {
            return Label { isWord(t + 1, u"Mem") ? Kind::Memory : Kind::Swap, -1, 3, kib,
                TopSummaryLine::ProcpsNg };
        }
        if (word == u"Load" && isWord(t + 1, u"average") && isColon(t + 2)) {
            return Label { Kind::Load, -1, 3, 1, TopSummaryLine::Busybox };
        }
        if (word.size() > 2 && (word.at(0) == u'C' || word.at(0) == u'%')) {
            std::optional<Label> label = cpuLabel(word);
            if (label && isWord(t + 1, u"states") && isColon(t + 2)) {
                label->length = 3;
                label->hints |= TopSummaryLine::ProcpsTwo;
                return label;
            }
            if (label && isColon(t + 1)) {
                label->length = 2;
                return label;
            }
        }
        return std::nullopt;
    }

    /// `number name` pairs up to the next label; returns how many had a known name.
    qsizetype readPairs(const Label &label)
    {
        qsizetype known = 0;
        qsizetype loads = 0;
        while (m_t < m_tokens.size() && !labelAt(m_t)) {
            const Token &token = m_tokens.at(m_t);
            if (token.type != Token::Number) {
                ++m_t; // `Mem` of `avail Mem`, stray words
                continue;
            }
            if (token.graph) {
                m_line.graph = true;
                ++m_t;
                continue;
            }
            if (label.kind == Kind::Load) {
                if (loads < 3) { // then busybox's `2/277 14` (runnable/total, last pid)
                    known += append(TopField(int(TopField::Load1) + loads), -1, token) ? 1 : 0;
                }
                ++loads;
                ++m_t;
                continue;
            }
            if (!isWord(m_t + 1) || labelAt(m_t + 1)) {
                m_line.unnamed = token.whole;
                ++m_t;
                continue;
            }
            const QStringView name = m_tokens.at(m_t + 1).text;
            noteHints(label, token, name);
            const TopField field = fieldFor(label.kind, name);
            if (field != TopField::Unknown && append(field, label.cpu, token, label.kibPerUnit)) {
                ++known;
            }
            m_t += 2;
        }
        return known;
    }

    static TopField fieldFor(Kind kind, QStringView name)
    {
        switch (kind) {
        case Kind::Tasks:
            return taskField(name);
        case Kind::Cpu:
            return cpuField(name);
        case Kind::Memory:
        case Kind::Swap:
            return memoryField(name, kind == Kind::Swap);
        default:
            return TopField::Unknown;
        }
    }

    void noteHints(const Label &label, const Token &number, QStringView name)
    {
        unsigned &hints = m_line.hints;
        const bool firstPair = !m_namedBefore;
        m_namedBefore = true;
        if (label.kind == Kind::Tasks && (name == u"sleep" || name == u"d-sleep")) {
            hints |= TopSummaryLine::ProcpsNgFour;
        } else if (label.kind == Kind::Cpu && (name == u"usr" || name == u"sys")) {
            hints |= TopSummaryLine::Busybox;
        } else if (label.kind == Kind::Cpu && (name == u"user" || name == u"system")
            && !(hints & TopSummaryLine::ProcpsThree)) {
            hints |= TopSummaryLine::ProcpsTwo;
        } else if (name == u"av") {
            hints |= TopSummaryLine::ProcpsTwo
                | (number.suffix == u'k' ? TopSummaryLine::RedHat : TopSummaryLine::NoHint);
        } else if (label.kind == Kind::Memory && firstPair && name == u"used") {
            hints |= TopSummaryLine::Busybox; // busybox prints no total
        } else if (label.kind == Kind::Memory && name == u"total" && number.suffix == u'K') {
            hints |= TopSummaryLine::ProcpsTwoTotal;
        } else if (label.kibPerUnit > 0 && (label.hints & TopSummaryLine::ProcpsNg)
            && (name == u"buffers" || name == u"cached")) {
            hints |= TopSummaryLine::ProcpsNgOld; // 3.3.10 moved to buff/cache and avail
        }
    }

    /// Adds a value; false when top cut it past reading.
    bool append(TopField field, int cpu, const Token &token, double kibPerUnit = 1)
    {
        if (token.truncated && m_line.truncated.isEmpty()) {
            m_line.truncated = token.whole;
            m_line.truncatedKept = token.integerWhole;
        }
        if (token.truncated && !token.integerWhole) {
            return false;
        }
        const std::optional<double> value = parseTopDecimal(token.text);
        if (!value) {
            return false;
        }
        m_line.values.append({ field, cpu, *value * kibPerUnit });
        return true;
    }

    /// Red Hat's `CPU states:  cpu    user    nice  system    irq  softirq  iowait    idle`.
    bool readTableHeader()
    {
        if (!isWord(m_t, u"cpu")) {
            return false;
        }
        for (qsizetype t = m_t + 1; t < m_tokens.size(); ++t) {
            m_line.tableColumns.append(m_tokens.at(t).type == Token::Word
                    ? cpuField(m_tokens.at(t).text)
                    : TopField::Unknown);
        }
        m_t = m_tokens.size();
        m_line.kind = Kind::CpuTableHeader;
        m_line.segments.last().kind = Kind::CpuTableHeader;
        m_line.hints |= TopSummaryLine::ProcpsTwo | TopSummaryLine::RedHat;
        if (m_line.tableColumns.size() < 2) {
            m_line.kind = Kind::None;
        }
        return true;
    }

    /// Its `total    0.3%    0.0%   41.5% ...` and `cpu00 ...` rows.
    bool readTableRow()
    {
        const QStringView first = m_tokens.at(0).text;
        const bool total = isWord(0, u"total");
        const bool cpu = isWord(0) && first.size() > 3 && first.startsWith(u"cpu")
            && std::all_of(first.begin() + 3, first.end(), isDigit);
        if (!(total || cpu) || m_tokens.size() < 3) {
            return false;
        }
        for (qsizetype t = 1; t < m_tokens.size(); ++t) {
            const Token &token = m_tokens.at(t);
            const std::optional<double> value = token.type == Token::Number && token.suffix == u'%'
                ? parseTopDecimal(token.text)
                : std::nullopt;
            if (!value) {
                return false;
            }
            m_line.tableNumbers.append(*value);
        }
        m_line.kind = Kind::CpuTableRow;
        const int number = cpu ? int(*parseTopDecimal(first.mid(3, 4))) : -1;
        m_line.segments.append({ Kind::CpuTableRow, number });
        m_line.hints |= TopSummaryLine::ProcpsTwo | TopSummaryLine::RedHat;
        return true;
    }

    /// `  766724k actv,  143128k in_d,   14264k in_c`: recognised, nothing kept.
    bool readRmap()
    {
        if (m_tokens.size() < 2 || m_tokens.at(0).type != Token::Number
            || m_tokens.at(0).suffix.toLower() != u'k' || !isWord(1)
            || !isRmapWord(m_tokens.at(1).text)) {
            return false;
        }
        m_line.kind = Kind::Rmap;
        m_line.segments.append({ Kind::Rmap, -1 });
        m_line.hints |= TopSummaryLine::ProcpsTwo | TopSummaryLine::RedHat;
        return true;
    }

    const Tokens &m_tokens;
    TopSummaryLine &m_line;
    qsizetype m_t = 0;
    bool m_namedBefore = false;
    bool m_topOnlyLabel = false; // not `Mem:` or `Swap:`, which free prints too
};

/// `HH:MM:SS`, or with `twelveHour` procps 2.0's `H:MMam`; seconds of the day or -1.
int readClock(QStringView text, qsizetype &i, bool twelveHour)
{
    const qsizetype begin = i;
    i = skipDigits(text, i);
    const qsizetype hourDigits = i - begin;
    if (hourDigits < 1 || hourDigits > 2 || (!twelveHour && hourDigits != 2)) {
        return -1;
    }
    int hours = int(*parseTopDecimal(text.mid(begin, hourDigits)));
    int parts[2] = { 0, 0 };
    for (int part = 0; part < (twelveHour ? 1 : 2); ++part) {
        if (i + 2 >= text.size() || text.at(i) != u':' || !isDigit(text.at(i + 1))
            || !isDigit(text.at(i + 2))) {
            return -1;
        }
        parts[part] = (text.at(i + 1).unicode() - u'0') * 10 + (text.at(i + 2).unicode() - u'0');
        i += 3;
    }
    if (twelveHour) {
        const QStringView meridiem = text.mid(i, 2);
        if (meridiem != u"am" && meridiem != u"pm") {
            return -1;
        }
        i += 2;
        hours = hours % 12 + (meridiem == u"pm" ? 12 : 0);
    }
    return hours * 3600 + parts[0] * 60 + parts[1];
}

bool followedByUp(QStringView text, qsizetype i)
{
    const qsizetype word = skipBlanks(text, i);
    return word > i && text.mid(word, 3) == u"up ";
}

/// ` 12:33pm  up 48 min, ...` (procps 2.0), ` 13:16:38  up 38 min, ...` (procps 2.0.1x in a
/// 24-hour locale) or `top - 12:33:01 up ...` (procps 3+).
bool readUptime(QStringView text, qsizetype start, TopSummaryLine &line)
{
    qsizetype i = start;
    int clock = readClock(text, i, true);
    qsizetype twentyFour = start;
    if (clock >= 0 && followedByUp(text, i)) {
        line.hints |= TopSummaryLine::ProcpsTwo;
    } else if (clock = readClock(text, twentyFour, false);
               clock >= 0 && followedByUp(text, twentyFour)) {
        i = twentyFour;
        line.clockHasSeconds = true;
        line.hints |= TopSummaryLine::ProcpsTwo;
    } else {
        // The program name is any word: `top`, or `1:Def` in alternate-window mode. No search:
        // this runs on every process row.
        qsizetype dash = start;
        while (dash < text.size() && !isBlank(text.at(dash))) {
            ++dash;
        }
        i = dash + 3;
        clock = text.mid(dash, 3) == u" - " ? readClock(text, i, false) : -1;
        if (clock < 0 || !followedByUp(text, i)) {
            return false;
        }
        line.clockHasSeconds = true;
        line.hints |= TopSummaryLine::ProcpsThree;
    }
    line.kind = Kind::Uptime;
    line.segments.append({ Kind::Uptime, -1 });
    line.clockSeconds = clock;
    const qsizetype load = text.indexOf(u"load average"_s, i);
    const qsizetype colon = load < 0 ? -1 : text.indexOf(u':', load);
    if (colon < 0) {
        return true;
    }
    const Tokens tokens = tokenize(text.mid(colon + 1));
    int field = int(TopField::Load1);
    for (const Token &token : tokens) {
        const std::optional<double> value
            = token.type == Token::Number ? parseTopDecimal(token.text) : std::nullopt;
        if (value && field <= int(TopField::Load15)) {
            line.values.append({ TopField(field++), -1, *value });
        }
    }
    return true;
}

/// A line starting with a digit is a summary line only as `220 processes:` or an rmap line;
/// process rows (most lines of a log) leave here after two tokens.
bool digitLineMayBeSummary(QStringView text, qsizetype start)
{
    qsizetype i = start;
    while (i < text.size() && !isBlank(text.at(i))) {
        ++i;
    }
    const QStringView second = text.mid(skipBlanks(text, i), 9);
    return second.startsWith(u"processes") || second.startsWith(u"actv")
        || second.startsWith(u"active") || second.startsWith(u"inactive");
}

} // namespace

TopSummaryLine TopSummaryLine::read(QStringView text)
{
    TopSummaryLine line;
    const qsizetype start = skipBlanks(text, 0);
    if (start >= text.size()) {
        return line;
    }
    const QChar first = text.at(start);
    static constexpr QStringView starts = u"0123456789tTCcMKGPESL%";
    if (!starts.contains(first)) {
        return line;
    }
    if ((first.isDigit() || first == u't') && readUptime(text, start, line)) {
        return line;
    }
    if (first.isDigit() && !digitLineMayBeSummary(text, start)) {
        return line;
    }
    const Tokens tokens = tokenize(text.mid(start));
    SegmentReader(tokens, line).run();
    if (line.kind == Kind::None) {
        line = TopSummaryLine();
    }
    return line;
}

bool TopSummaryLine::isContinuation(QStringView text)
{
    const Tokens tokens = tokenize(text.left(40));
    if (tokens.isEmpty() || tokens.size() > 2 || text.size() > 40) {
        return false;
    }
    const Token &number = tokens.front();
    if (tokens.size() == 2 && (number.type != Token::Number || number.graph || number.truncated)) {
        return false;
    }
    const Token &word = tokens.back();
    static constexpr QStringView words[]
        = { u"buff", u"buffers", u"cached", u"idle", u"buff/cache", u"zombie", u"stopped",
              u"st", u"si", u"hi", u"wa", u"id" }; // the CPU line's last names, alone
    return word.type == Token::Word
        && std::find(std::begin(words), std::end(words), word.text) != std::end(words);
}

bool TopSummaryLine::isLoadAverageEnd(QStringView text)
{
    static const QRegularExpression numbers(uR"(^\s*\d+[.,]\d+(?:,\s*\d+[.,]\d+){0,2}\s*$)"_s);
    return text.size() <= 80 && numbers.match(text).hasMatch();
}

bool TopSummaryLine::lacksLoadAverages() const
{
    const auto loads = std::count_if(values.cbegin(), values.cend(), [](const Value &value) {
        return value.field >= TopField::Load1 && value.field <= TopField::Load15;
    });
    return kind == Kind::Uptime && loads < 3;
}

} // namespace vmscope
