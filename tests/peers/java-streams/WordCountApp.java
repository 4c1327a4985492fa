// A small Kafka Streams application for the streams-group tests, with Kafka's own Streams library
// and the broker-side rebalance protocol (KIP-1071, group.protocol=streams): it reads "key value"
// lines from the input topic, re-keys each record by its first word (a repartition topic), counts
// per word in a state store (a changelog topic) and writes the counts to the output topic. Prints
// "RUNNING" once the instance runs; a line on standard input, or its end, closes it. Run in
// source-file mode with the kafka-streams jars:
//   java -cp 'streams-libs/*' WordCountApp.java BOOTSTRAP APPLICATION_ID INPUT OUTPUT STATE_DIR
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.kstream.Materialized;
import org.apache.kafka.streams.kstream.Produced;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Properties;

public class WordCountApp {
    public static void main(String[] args) throws Exception {
        Properties p = new Properties();
        p.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, args[0]);
        p.put(StreamsConfig.APPLICATION_ID_CONFIG, args[1]);
        p.put(StreamsConfig.STATE_DIR_CONFIG, args[4]);
        p.put(StreamsConfig.GROUP_PROTOCOL_CONFIG, "streams");
        p.put(StreamsConfig.COMMIT_INTERVAL_MS_CONFIG, "500");
        p.put(StreamsConfig.DEFAULT_KEY_SERDE_CLASS_CONFIG, Serdes.StringSerde.class);
        p.put(StreamsConfig.DEFAULT_VALUE_SERDE_CLASS_CONFIG, Serdes.StringSerde.class);
        StreamsBuilder builder = new StreamsBuilder();
        builder.<String, String>stream(args[2])
            .selectKey((k, v) -> v == null ? "" : v.split(" ", 2)[0])
            .groupByKey()
            .count(Materialized.as("word-counts"))
            .toStream()
            .to(args[3], Produced.with(Serdes.String(), Serdes.Long()));
        KafkaStreams streams = new KafkaStreams(builder.build(), p);
        streams.setStateListener((now, before) -> {
            if (now == KafkaStreams.State.RUNNING) {
                System.out.println("RUNNING");
                System.out.flush();
            }
        });
        Runtime.getRuntime().addShutdownHook(new Thread(streams::close));
        streams.start();
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
        streams.close();
        System.out.println("CLOSED");
    }
}
