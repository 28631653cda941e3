command: fio --name=seqread --rw=read --bs=1M --ioengine=psync --direct=0 --numjobs=2 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T11:15:01Z
finished_utc: 2026-12-05T11:15:09Z
elapsed_s: 7.5
load_before:  11:15:01 up 8 min,  0 user,  load average: 2.78, 1.22, 0.59
busiest_before: rustc(38.4%) rustc(37.4%) rustc(28.9%) rustc(21.4%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_nj2.json
