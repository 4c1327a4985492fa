// A lab consumer with the Apache Kafka Java client (kafka-clients): a plain KafkaConsumer in a group.
//
// Kafscope's external-consumer rebalance lab starts several of these with the same flags as the
// other lab consumers (see ../README.md), plays restarts, crashes and stalls on them and judges
// loss and duplicates from the JSON line printed on stdout for every processed record:
//
//   {"topic":"T","partition":P,"offset":O}
//
// At-least-once by default: auto-commit is off; a record is processed (sleep --work), its line
// printed, and its next offset remembered; the remembered offsets are committed (commitSync) at
// least every second, when partitions are revoked (ConsumerRebalanceListener) and on close.
//
// Both group protocols: --protocol classic (session.timeout.ms from --session-timeout) or
// --protocol consumer (KIP-848, group.protocol=consumer: the broker assigns, and the session
// timeout and assignor are broker settings). --static sets group.instance.id. The client
// heartbeats in the background under both protocols, so a --pause-on-usr1 pause (no poll) keeps
// the member in the group while it is shorter than max.poll.interval.ms (5 minutes).
//
// Build and run against a Kafka distribution's libs directory (or kafka-clients and its
// dependencies from Maven Central):
//   javac -cp 'LIBS/*' -d OUT LabConsumer.java
//   java -cp 'OUT:LIBS/*' LabConsumer --bootstrap B --group G --topics T --instance ID ...

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRebalanceListener;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.WakeupException;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;

public final class LabConsumer {
    // The real stdout, for the records' JSON lines only. System.out itself is pointed at stderr
    // below, so that nothing a library might print can mix into the lines the lab reads.
    private static final PrintStream OUT =
            new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);

    private static String instance = "?"; // the --instance id, the prefix of every stderr line

    /** One diagnostic line on stderr, prefixed with the instance id. */
    static void log(String msg) {
        System.err.println(instance + ": " + msg.replace('\n', ' '));
        System.err.flush();
    }

    /** A usage problem: reported, exit code 2. */
    static void fail(String msg) {
        log(msg);
        System.exit(2);
    }

    // ---- the contract's flags ----
    String bootstrap, group, topics, protocol = "classic";
    boolean isStatic, commitFirst;
    int sessionTimeoutMs = 10000;
    String workText = "0", pauseText = "0";
    long workNanos, pauseNanos;

    void parse(String[] args) {
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            String v = null;
            int eq = a.indexOf('=');
            if (a.startsWith("--") && eq > 0) { // --flag=value
                v = a.substring(eq + 1);
                a = a.substring(0, eq);
            }
            switch (a) {
                case "--static" -> isStatic = true;
                case "--commit-first" -> commitFirst = true;
                case "--bootstrap", "--group", "--topics", "--instance", "--protocol",
                     "--session-timeout", "--work", "--pause-on-usr1" -> {
                    if (v == null) {
                        if (i + 1 >= args.length) fail(a + " needs a value");
                        v = args[++i];
                    }
                    switch (a) {
                        case "--bootstrap" -> bootstrap = v;
                        case "--group" -> group = v;
                        case "--topics" -> topics = v;
                        case "--instance" -> instance = v;
                        case "--protocol" -> protocol = v;
                        case "--session-timeout" -> {
                            try {
                                sessionTimeoutMs = Integer.parseInt(v);
                            } catch (NumberFormatException e) {
                                fail("--session-timeout wants milliseconds, not " + v);
                            }
                        }
                        case "--work" -> workText = v;
                        default -> pauseText = v;
                    }
                }
                default -> fail("unknown argument " + args[i]);
            }
        }
        if (bootstrap == null || group == null || topics == null || "?".equals(instance))
            fail("--bootstrap, --group, --topics and --instance are required");
        if (!protocol.equals("classic") && !protocol.equals("consumer"))
            fail("--protocol must be classic or consumer, not " + protocol);
        workNanos = parseDuration("--work", workText);
        pauseNanos = parseDuration("--pause-on-usr1", pauseText);
    }

    private static final Pattern DURATION_PART = Pattern.compile("(\\d+(?:\\.\\d*)?|\\.\\d+)(ns|us|µs|ms|s|m|h)");

    /** A Go-style duration ("2ms", "1.5s", "1m30s", "0") in nanoseconds. */
    static long parseDuration(String flag, String text) {
        if (text.equals("0")) return 0;
        Matcher m = DURATION_PART.matcher(text);
        double nanos = 0;
        int at = 0;
        while (at < text.length() && m.find(at) && m.start() == at) {
            double unit = switch (m.group(2)) {
                case "ns" -> 1;
                case "us", "µs" -> 1e3;
                case "ms" -> 1e6;
                case "s" -> 1e9;
                case "m" -> 60e9;
                default -> 3600e9;
            };
            nanos += Double.parseDouble(m.group(1)) * unit;
            at = m.end();
        }
        if (at == 0 || at != text.length()) fail(flag + " wants a duration like 2ms or 1.5s, not " + text);
        return (long) nanos;
    }

    // ---- the consumer ----
    private volatile KafkaConsumer<byte[], byte[]> consumer; // null again once closed
    private volatile boolean closing;       // set by SIGTERM/SIGINT
    private volatile boolean pauseRequested; // set by SIGUSR1
    // Next offsets of processed records, not committed yet. Touched only by the polling thread
    // (the rebalance listener runs inside poll()).
    private final Map<TopicPartition, OffsetAndMetadata> processed = new HashMap<>();
    private long lastCommitNanos = System.nanoTime();

    Properties config() {
        Properties p = new Properties();
        p.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        p.put(ConsumerConfig.GROUP_ID_CONFIG, group);
        p.put(ConsumerConfig.CLIENT_ID_CONFIG, "lab-" + instance);
        p.put(ConsumerConfig.GROUP_PROTOCOL_CONFIG, protocol);
        p.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        p.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        p.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class.getName());
        p.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class.getName());
        // Small batches: poll() comes round often, so a rebalance (which under the classic
        // protocol waits for every member's next poll) is not held up by a long batch.
        p.put(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, "10");
        if (protocol.equals("classic")) {
            // Under KIP-848 these are the broker's (group.consumer.session.timeout.ms, assignors).
            p.put(ConsumerConfig.SESSION_TIMEOUT_MS_CONFIG, Integer.toString(sessionTimeoutMs));
            p.put(ConsumerConfig.HEARTBEAT_INTERVAL_MS_CONFIG, Integer.toString(Math.max(100, sessionTimeoutMs / 5)));
        }
        if (isStatic) p.put(ConsumerConfig.GROUP_INSTANCE_ID_CONFIG, instance);
        return p;
    }

    /** Commits the processed offsets, if any; a failed commit is reported (the records come again). */
    void commitProcessed(String why) {
        lastCommitNanos = System.nanoTime();
        if (processed.isEmpty()) return;
        try {
            consumer.commitSync(processed);
        } catch (WakeupException e) {
            closing = true; // a shutdown woke the commit; retry once, close() follows
            try {
                consumer.commitSync(processed);
            } catch (RuntimeException again) {
                log("commit (" + why + ") failed: " + again);
            }
        } catch (RuntimeException e) {
            log("commit (" + why + ") failed: " + e);
        }
        processed.clear();
    }

    final ConsumerRebalanceListener listener = new ConsumerRebalanceListener() {
        @Override
        public void onPartitionsRevoked(Collection<TopicPartition> partitions) {
            if (partitions.isEmpty()) return;
            commitProcessed("revoke");
            log("revoked " + names(partitions) + ", processed offsets committed");
        }

        @Override
        public void onPartitionsAssigned(Collection<TopicPartition> partitions) {
            log("assigned " + names(partitions) + ", now own " + names(consumer.assignment()));
        }

        @Override
        public void onPartitionsLost(Collection<TopicPartition> partitions) {
            // The group has already moved on (e.g. a session timeout): committing would fail.
            processed.keySet().removeAll(partitions);
            log("lost " + names(partitions));
        }
    };

    static String names(Collection<TopicPartition> parts) {
        TreeSet<String> s = new TreeSet<>();
        for (TopicPartition tp : parts) s.add(tp.topic() + "/" + tp.partition());
        return s.toString();
    }

    void process(ConsumerRecord<byte[], byte[]> r) throws InterruptedException {
        TopicPartition tp = new TopicPartition(r.topic(), r.partition());
        OffsetAndMetadata next = new OffsetAndMetadata(r.offset() + 1);
        if (commitFirst) {
            // The deliberate bug: the offset after this record is committed before it is
            // processed, so a crash during --work loses it (at-most-once).
            // Said before the commit: a crash right after the commit still leaves the line.
            log("commit-first " + r.topic() + " " + r.partition() + " " + (r.offset() + 1));
            consumer.commitSync(Map.of(tp, next));
        }
        sleepNanos(workNanos); // "processing"
        OUT.print("{\"topic\":\"" + r.topic() + "\",\"partition\":" + r.partition() + ",\"offset\":" + r.offset() + "}\n");
        OUT.flush();
        if (!commitFirst) processed.put(tp, next);
    }

    static void sleepNanos(long nanos) throws InterruptedException {
        if (nanos > 0) Thread.sleep(nanos / 1_000_000, (int) (nanos % 1_000_000));
    }

    /** The SIGUSR1 pause: no poll and no processing; the background heartbeat keeps the member. */
    void pause() throws InterruptedException {
        pauseRequested = false;
        log("paused " + pauseText);
        long end = System.nanoTime() + pauseNanos;
        while (!closing && System.nanoTime() < end) sleepNanos(Math.min(50_000_000L, end - System.nanoTime()));
        if (!closing) log("resumed");
    }

    void run() throws InterruptedException {
        consumer = new KafkaConsumer<>(config());
        List<String> topicList = new ArrayList<>(Arrays.asList(topics.split(",")));
        consumer.subscribe(topicList, listener);
        log("started (kafka-clients, " + protocol + " protocol, " + (isStatic ? "static" : "dynamic")
                + " member, group " + group + ", topics " + topics + ")");
        try {
            while (!closing) {
                if (pauseRequested) pause();
                if (closing) break;
                ConsumerRecords<byte[], byte[]> records = consumer.poll(Duration.ofMillis(200));
                for (ConsumerRecord<byte[], byte[]> r : records) {
                    process(r);
                    if (System.nanoTime() - lastCommitNanos >= 1_000_000_000L) commitProcessed("periodic");
                    // A stop finishes the record in hand and drops the rest of the batch: they
                    // were not processed, so their offsets are not committed.
                    if (closing) break;
                }
                if (System.nanoTime() - lastCommitNanos >= 1_000_000_000L) commitProcessed("periodic");
            }
        } catch (WakeupException e) {
            // the shutdown's wakeup() interrupted poll()
        } finally {
            log("closing");
            commitProcessed("close");
            KafkaConsumer<byte[], byte[]> c = consumer;
            consumer = null;
            c.close(); // a dynamic member leaves the group; its partitions move at once
            log("closed");
        }
    }

    /** SIGTERM/SIGINT: stop after the record in hand; wakeup() ends a poll() in progress. */
    void requestShutdown() {
        closing = true;
        KafkaConsumer<byte[], byte[]> c = consumer;
        if (c != null) c.wakeup();
    }

    public static void main(String[] args) throws Exception {
        // Keep the client's logging quiet (WARN and up) and on stderr. The Kafka distribution's
        // libs bind SLF4J to slf4j-simple, which reads these properties once, at its first use.
        System.setProperty("org.slf4j.simpleLogger.defaultLogLevel",
                System.getProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn"));
        System.setProperty("org.slf4j.simpleLogger.logFile", "System.err");
        System.setOut(System.err);

        LabConsumer lab = new LabConsumer();
        lab.parse(args);

        // SIGTERM/SIGINT handled here rather than by the JVM's own handler, which would run the
        // shutdown hooks and exit with 143; this way a graceful stop exits with 0. sun.misc.Signal
        // is in the jdk.unsupported module, present in every JDK.
        Thread main = Thread.currentThread();
        for (String sig : new String[] {"TERM", "INT"}) {
            sun.misc.Signal.handle(new sun.misc.Signal(sig), s -> lab.requestShutdown());
        }
        // Any other way the JVM is asked to stop (SIGHUP, System.exit elsewhere): the same
        // wakeup-based shutdown, and wait for the poll loop to commit and close.
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            lab.requestShutdown();
            try {
                main.join(30_000);
            } catch (InterruptedException ignored) {
            }
        }));
        sun.misc.Signal.handle(new sun.misc.Signal("USR1"), s -> {
            if (lab.pauseNanos > 0) lab.pauseRequested = true;
            else log("SIGUSR1 ignored (no --pause-on-usr1)");
        });

        lab.run();
        OUT.flush();
    }
}
