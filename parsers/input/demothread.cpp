// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/input/demothread.h"

#include "parsers/input/embeddedresources.h"

#include <QFile>

using namespace Qt::StringLiterals;

namespace vmscope {

QString DemoThread::name()
{
    return u"demo-thread.txt"_s;
}

QByteArray DemoThread::bytes()
{
    registerEmbeddedResources();
    QFile demo(u":/demo/demo-thread.txt"_s);
    return demo.open(QIODevice::ReadOnly) ? demo.readAll() : QByteArray();
}

} // namespace vmscope
