#include "produce/latency_histogram.h"
#include "test_main.h"
#include "produce/load_generator.h"

#include <QtTest>

#include <algorithm>
#include <random>
#include <vector>

using namespace kafscope;

class TestLoadHistogram : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void percentilesAreWithinBucketPrecision()
    {
        std::mt19937_64 rng(7);
        std::lognormal_distribution<double> dist(8.0, 1.2); // ~3 ms median, long tail
        std::vector<qint64> samples;
        LatencyHistogram h;
        for (int i = 0; i < 200000; ++i) {
            const qint64 v = qint64(dist(rng));
            samples.push_back(v);
            h.record(v);
        }
        std::sort(samples.begin(), samples.end());
        for (double q : {0.5, 0.95, 0.99}) {
            const double exact = double(samples[size_t(std::ceil(q * double(samples.size()))) - 1]);
            const double approx = double(h.percentileMicros(q));
            QVERIFY2(qAbs(approx - exact) / exact < 0.07,
                     qPrintable(
                         QStringLiteral("q=%1 exact=%2 approx=%3").arg(q).arg(exact).arg(approx)));
        }
        QCOMPARE(h.count(), quint64(200000));
        QCOMPARE(h.maxMicros(), samples.back());
    }

    void smallValuesAreExactAndMergeAdds()
    {
        LatencyHistogram a, b;
        for (int i = 0; i < 10; ++i)
            a.record(i);
        b.record(1000000);
        QCOMPARE(a.percentileMicros(0.5), qint64(4));
        a.merge(b);
        QCOMPARE(a.count(), quint64(11));
        QVERIFY(qAbs(a.percentileMicros(1.0) - 1000000) <= 1000000 / 16);
        a.clear();
        QCOMPARE(a.percentileMicros(0.99), qint64(0));
        for (qint64 v : {qint64(16), qint64(1) << 20, qint64(1) << 40})
            QVERIFY(LatencyHistogram::bucketOf(v) >= 0);
    }

    void specValidation()
    {
        LoadSpec s;
        s.topic = QStringLiteral("t");
        QVERIFY(!s.validate().ok()); // neither count nor duration
        s.count = 10;
        QVERIFY(s.validate().ok());
        s.keyMode = KeyMode::RoundRobin;
        s.keyCount = 0;
        QVERIFY(!s.validate().ok());
        // Known answers from an independent Python implementation of the documented algorithm.
        QCOMPARE(payloadChecksum("a", 1), quint64(0x95da58fda43ea24cull));
        QCOMPARE(payloadChecksum("0123456789abcdefXY", 18),
                 quint64(0x79bead5e44a187f1ull)); // two words and a tail
        QCOMPARE(payloadChecksum(nullptr, 0), quint64(0));
        QVERIFY(payloadChecksum("ab", 2) != payloadChecksum("ba", 2));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestLoadHistogram)
#include "test_load_histogram.moc"
