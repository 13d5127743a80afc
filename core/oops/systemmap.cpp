// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/oops/systemmap.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

bool isTextType(QChar type)
{
    return type == u'T' || type == u't' || type == u'W' || type == u'w';
}

/// A System.map larger than this is no System.map (a 6.x vmlinux has about 200 000 lines).
constexpr qint64 maximumMapBytes = 256 * 1024 * 1024;

} // namespace

SystemMap SystemMap::fromText(QStringView text, Diagnostics *diagnostics)
{
    SystemMap map;
    int lineNumber = 0;
    for (QStringView line : text.tokenize(u'\n')) {
        ++lineNumber;
        line = line.trimmed();
        if (line.isEmpty()) {
            continue;
        }
        // `addr type name`, or /proc/ksyms' `addr name`; kallsyms appends `\t[module]`.
        const QList<QStringView> fields = line.split(u' ', Qt::SkipEmptyParts);
        bool ok = false;
        const quint64 address = fields.value(0).toULongLong(&ok, 16);
        if (!ok || fields.size() < 2 || fields.size() > 4) {
            if (diagnostics) {
                diagnostics->append({Diagnostic::Severity::Warning, lineNumber,
                                     tr("not a System.map line (address type symbol)")});
            }
            continue;
        }
        const bool typed = fields.size() >= 3 && fields.at(1).size() == 1;
        const QChar type = typed ? fields.at(1).at(0) : u'T';
        const QString name = (typed ? fields.at(2) : fields.at(1)).toString().section(u'\t', 0, 0);
        if (name == u"_stext" || name == u"_text") {
            map.m_textStart = map.m_textStart == 0 ? address : std::min(map.m_textStart, address);
        } else if (name == u"_etext") {
            map.m_textEnd = address;
        }
        if (isTextType(type) && address != 0) {
            map.m_symbols.push_back({address, name, type});
        }
    }
    std::stable_sort(map.m_symbols.begin(), map.m_symbols.end(),
                     [](const Symbol &a, const Symbol &b) { return a.address < b.address; });
    return map;
}

SystemMap SystemMap::fromFile(const QString &path, QString *error, Diagnostics *diagnostics)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) {
            *error = tr("%1: cannot read the System.map (%2)").arg(path, file.errorString());
        }
        return {};
    }
    if (file.size() > maximumMapBytes) {
        if (error) {
            *error = tr("%1: too large for a System.map").arg(path);
        }
        return {};
    }
    SystemMap map = fromText(QString::fromLatin1(file.readAll()), diagnostics);
    if (map.isEmpty() && error) {
        *error = tr("%1: no text symbols found; is it a System.map?").arg(path);
    }
    return map;
}

std::optional<OopsFrame> SystemMap::resolve(quint64 address) const
{
    if (m_symbols.empty() || address < m_textStart || (m_textEnd != 0 && address >= m_textEnd)) {
        return std::nullopt;
    }
    auto next = std::upper_bound(m_symbols.cbegin(), m_symbols.cend(), address,
                                 [](quint64 value, const Symbol &s) { return value < s.address; });
    if (next == m_symbols.cbegin()) {
        return std::nullopt;
    }
    auto found = std::prev(next);
    while (found != m_symbols.cbegin() && std::prev(found)->address == found->address) {
        --found; // of aliases, the one the map lists first
    }
    const Symbol &symbol = *found;
    // Aliases share an address: the size runs to the next symbol that starts later.
    while (next != m_symbols.cend() && next->address == symbol.address) {
        ++next;
    }
    const quint64 end = next != m_symbols.cend() ? next->address : m_textEnd;
    if (end == 0 || end <= address) {
        return std::nullopt; // past the last symbol with no _etext to bound it
    }
    OopsFrame frame;
    frame.address = address;
    frame.symbol = symbol.name;
    frame.offset = address - symbol.address;
    frame.size = end - symbol.address;
    frame.fromSystemMap = true;
    return frame;
}

int resolveOops(Oops &oops, const SystemMap &map)
{
    int resolved = 0;
    const auto fill = [&](OopsFrame &frame) {
        if (!frame.address || frame.isResolved()) {
            return;
        }
        if (const std::optional<OopsFrame> found = map.resolve(*frame.address)) {
            frame.symbol = found->symbol;
            frame.offset = found->offset;
            frame.size = found->size;
            frame.fromSystemMap = true;
            ++resolved;
        }
    };
    fill(oops.location);
    for (OopsFrame &frame : oops.frames) {
        fill(frame);
    }
    for (OopsInstruction &instruction : oops.instructions) {
        fill(instruction.location);
    }
    return resolved;
}

int applySystemMap(Document &document, const SystemMap &map, const QString &mapName)
{
    int resolved = 0;
    int oopses = 0;
    for (const Capture &capture : document.captures()) {
        if (!capture.oops()) {
            continue;
        }
        Capture resolvedCapture = capture;
        resolved += resolveOops(std::get<Oops>(resolvedCapture.payload), map);
        ++oopses;
        document.replaceCapture(std::move(resolvedCapture));
    }
    if (oopses == 0) {
        return 0;
    }
    const QString name = mapName.isEmpty() ? u"System.map"_s : mapName;
    document.addDiagnostic({Diagnostic::Severity::Note, 0,
                            QCoreApplication::translate("vmscope::SystemMap",
                                                        "%1: resolved %2 addresses in %n oops "
                                                        "report(s)",
                                                        nullptr, oopses)
                                .arg(name, QString::number(resolved))});
    return resolved;
}

} // namespace vmscope
