#pragma once
// QTEST_MAIN and QTEST_GUILESS_MAIN, ended the way the app ends (app/main.cpp): the test object
// and its windows go first, then the worker threads they left behind (a registry client closing,
// librdkafka's destroy) get WorkerReaper::kExitGraceMs to end before the application object and
// the static destructors go. Qt's own macros return at once, so a thread still inside a client
// at that moment could crash the test after every case had passed.
#include "common/worker.h"

#include <QtTest>

#define KAFSCOPE_TEST_MAIN_WRAPPER(TestObject, ...)                                                \
    int main(int argc, char *argv[])                                                               \
    {                                                                                              \
        QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain)<TestObject>();                         \
        __VA_ARGS__                                                                                \
        int rc = 0;                                                                                \
        {                                                                                          \
            TestObject tc;                                                                         \
            QTEST_SET_MAIN_SOURCE_PATH                                                             \
            rc = QTest::qExec(&tc, argc, argv);                                                    \
        }                                                                                          \
        return kafscope::WorkerReaper::finishProcess(rc, kafscope::WorkerReaper::kExitGraceMs);    \
    }

#define KAFSCOPE_TEST_MAIN(TestObject) KAFSCOPE_TEST_MAIN_WRAPPER(TestObject, QTEST_MAIN_SETUP())
#define KAFSCOPE_TEST_GUILESS_MAIN(TestObject)                                                     \
    KAFSCOPE_TEST_MAIN_WRAPPER(TestObject, QTEST_QAPP_SETUP(QCoreApplication))
