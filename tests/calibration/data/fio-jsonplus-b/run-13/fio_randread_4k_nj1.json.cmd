command: fio --name=randread --rw=randread --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=1 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T11:50:39Z
finished_utc: 2026-12-05T11:50:46Z
elapsed_s: 6.5
load_before:  11:50:39 up 44 min,  0 user,  load average: 3.40, 4.00, 3.99
busiest_before: rustc(102%) pixreport-657e2(80.8%) cargo(2.4%) kworker/1:1-eve(0.9%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_nj1.json
