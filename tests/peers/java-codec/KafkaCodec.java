// Kafka's own codecs as a peer for Kafscope's generated ones: reads lines "Name<TAB>version<TAB>json"
// (random messages from scripts/kafka_codegen.py --samples), builds each message with Kafka's
// generated JsonConverter, serializes it with Kafka's generated Data class, and writes
// "Name<TAB>version<TAB>hex<TAB>json" (the JSON Kafka writes back for it), or
// "Name<TAB>version<TAB>ERROR<TAB>why". Run in source-file mode against the Kafka distribution's jars:
//   java -cp 'kafka/libs/*' KafkaCodec.java samples.tsv answers.tsv
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.apache.kafka.common.protocol.Message;
import org.apache.kafka.common.protocol.ObjectSerializationCache;

import java.io.BufferedReader;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;

public class KafkaCodec {
    public static void main(String[] args) throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        try (BufferedReader in = Files.newBufferedReader(Path.of(args[0]), StandardCharsets.UTF_8);
             PrintStream out = new PrintStream(Files.newOutputStream(Path.of(args[1])), true, "UTF-8")) {
            String line;
            while ((line = in.readLine()) != null) {
                String[] p = line.split("\t", 3);
                String name = p[0];
                short version = Short.parseShort(p[1]);
                try {
                    // Requests and responses are kafka-clients' ...Data classes; the records of
                    // __transaction_state and __consumer_offsets are the coordinators', without
                    // the suffix.
                    String cls = name.startsWith("TransactionLog")
                            ? "org.apache.kafka.coordinator.transaction.generated." + name
                            : name.matches("((Consumer|Share|Streams)Group\\w*|(Legacy)?OffsetCommit"
                                    + "|GroupMetadata)(Key|Value)")
                                    ? "org.apache.kafka.coordinator.group.generated." + name
                                    : "org.apache.kafka.common.message." + name + "Data";
                    Class<?> data = Class.forName(cls);
                    Class<?> conv = Class.forName(cls + "JsonConverter");
                    Method read = conv.getMethod("read", JsonNode.class, short.class);
                    Method write = conv.getMethod("write", data, short.class);
                    Message m = (Message) read.invoke(null, mapper.readTree(p[2]), version);
                    ObjectSerializationCache cache = new ObjectSerializationCache();
                    ByteBuffer buf = ByteBuffer.allocate(m.size(cache, version));
                    m.write(new ByteBufferAccessor(buf), cache, version);
                    JsonNode back = (JsonNode) write.invoke(null, m, version);
                    out.println(name + "\t" + version + "\t" + HexFormat.of().formatHex(buf.array()) + "\t"
                                + mapper.writeValueAsString(back));
                } catch (InvocationTargetException e) {
                    out.println(name + "\t" + version + "\tERROR\t" + e.getCause());
                }
            }
        }
    }
}
